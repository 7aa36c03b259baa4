// The small kit of a typed operational table (ARCHITECTURE.md "A module is one unit"): rows too
// many or too hot for a declared resource (a queue's tickets, pickup numbers, and the ledgers and
// send records to come) still move between states by declared transitions, are found within a
// caller's reach, leave their line in the audit trail and are told on a live topic, each written
// once here. The table's live triggers come from its migration (live-triggers.ts liveTriggerDdl).
import { Status } from '../../protocol/status';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import type { LiveTopic } from '../live/live-topics';
import type { Reach } from '../resources/actor';
import { writeAudit, type Changes } from '../resources/audit';
import { SqlParams } from '../resources/sql-params';
import { reachConditions } from '../resources/tenant-reach';

export interface TypedTableDefinition<Action extends string> {
  /** What its rows go by in the audit trail and on the live stream ("queueTicket"). */
  name: string;
  /** The SQL table, with `id`, `company_id`, `shop_id` and the state column. */
  table: string;
  stateColumn: string;
  /** The actions and the states each may be taken from, the same shape as a resource's state actions. */
  transitions: Readonly<Record<Action, { readonly from: readonly string[]; readonly to: string }>>;
}

/** Who changes a row: a member of staff, or nobody (a guest, a device, the system). */
export interface TypedChange<Action extends string> {
  id: number;
  action: Action;
  /** The state the locked row is in. */
  from: string;
  by: number | null;
  companyId: number;
  shopId: number | null;
  /** More assignments with the state (`called_at = now()`), trusted SQL, never a request's text. */
  also?: string;
  /** What the row answers after the change (its columns as the module reads them). */
  returning: string;
  /** The refusal when the action may not be taken from `from` (default: "invalid transition"). */
  refusal?: () => BusinessError;
}

export class TypedTable<Action extends string> {
  constructor(readonly definition: TypedTableDefinition<Action>) {}

  /** Whether `action` may be taken from `state`. */
  allows(action: Action, state: string): boolean {
    return this.definition.transitions[action].from.includes(state);
  }

  /** The live topic of the table's changes, heard by whoever holds `privilege` within his reach. */
  topic(privilege: string): LiveTopic {
    return { name: this.definition.name, privilege };
  }

  /** The row `id` within the companies and shops of `reach`, locked for the transaction. */
  async lockWithin<Row>(
    tx: Queryable,
    reach: { companies: Reach; shops: Reach },
    id: number,
    columns: string,
  ): Promise<Row | undefined> {
    const params = new SqlParams();
    const where = [
      `id = ${params.add(id)}`,
      ...reachConditions(reach, params, { company: 'company_id', shop: 'shop_id' }),
    ];
    const { rows } = await tx.query<Row>(
      `SELECT ${columns} FROM ${this.definition.table} WHERE ${where.join(' AND ')} FOR UPDATE`,
      params.values,
    );
    return rows[0];
  }

  /** Moves a locked row by `action`, refused from a state it does not allow, with its audit line. */
  async move<Row>(tx: Queryable, change: TypedChange<Action>): Promise<Row> {
    const { definition } = this;
    if (!this.allows(change.action, change.from))
      throw change.refusal?.() ?? new BusinessError(Status.invalidTransition, { state: change.from });
    const to = definition.transitions[change.action].to;
    const also = change.also ? `, ${change.also}` : '';
    const { rows } = await tx.query<Row>(
      `UPDATE ${definition.table} SET ${definition.stateColumn} = $2${also}, changed_by = $3
        WHERE id = $1 RETURNING ${change.returning}`,
      [change.id, to, change.by],
    );
    const row = rows[0];
    if (!row) throw new BusinessError(Status.notFound);
    await this.audit(tx, change, change.action, {
      [definition.stateColumn]: { before: change.from, after: to },
    });
    return row;
  }

  /** A change's line in the audit trail (a row made, or moved), in the change's transaction. */
  audit(
    tx: Queryable,
    row: Pick<TypedChange<Action>, 'id' | 'by' | 'companyId' | 'shopId'>,
    action: string,
    changes: Changes,
  ): Promise<void> {
    return writeAudit(tx, {
      resource: this.definition.name,
      recordId: row.id,
      action,
      actorId: row.by,
      companyId: row.companyId,
      shopId: row.shopId,
      changes,
    });
  }
}
