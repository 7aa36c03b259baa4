// The engine's calls on every declared resource: create, query, modify, sort, delete and state
// actions. Each write is one transaction holding its checks (write-check.ts), its tenant
// (tenant-placement.ts), its delete rules (delete-rules.ts), its audit row and the resource's
// write hooks (write-hooks.ts).
import { LIST_COUNT_LIMIT } from '../../protocol/constants';
import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import { privilegeKeys } from '../../schema/privilege-keys';
import type { Region, ResourceSchema, StateAction } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Database, Queryable } from '../db/database';
import { joinTransaction } from '../db/joined-transaction';
import { can, mayUse, type Actor } from './actor';
import { writeAudit, type Changes } from './audit';
import { newToken } from './server-held-values';
import { deleteWithRules } from './delete-rules';
import type { Tenant } from './integrity';
import { ListMemo } from './list-memo';
import type { PageCache } from './page-cache';
import type { ImportBatch } from './import-batch';
import { readListPage, type KeptPages, type ListPage } from './list-page';
import { ComputedValues, type ComputedProvider } from './computed-fields';
import { labelJson, recordJson } from './record-json';
import { isLabelRead, lookupFilters, lookupLabels } from './lookup-reach';
import { buildListQuery, scopeConditions } from './list-query';
import { tableName } from './naming';
import type { ApiRecord, StoredRow } from './record-shape';
import { MAX_BULK_RECORDS } from '../../protocol/bulk-actions';
import { invalid, rowIdListOf, rowIdOf, rowIdsOf, versionOf } from './request-params';
import { recordLimitProblems } from './record-limits';
import { answerRecord, auditChanges, protectWrittenSecrets } from './secrets';
import { validateRecord } from '../../schema/record-validation';
import { isSecretField } from '../../schema/secret-fields';
import type { SecretKeyring } from '../secrets/secret-keyring';
import { sortOrdersOf } from './sort-orders';
import { SystemRecords, systemActorWithin, type SystemReach } from './system-records';
import { SqlParams } from './sql-params';
import { transitionValue } from './state-transition';
import { placeNewRecord } from './tenant-placement';
import {
  settingsRecord,
  settingsRow,
  staleOnRace,
  tenantKeys,
  unsavedSettings,
  type SettingsAnswer,
} from './settings-rows';
import { settingsDefaults } from '../../schema/settings-record';
import { guardUnique } from './unique-guard';
import { checkedValue } from './write-check';
import type { FieldProblem } from '../../schema/field-problem';
import { HELD_COLUMNS, keepingSecrets, pick, writtenOf, type Written } from './written-fields';
import type { HookContext, HookTable, WriteHooks } from './write-hooks';

/**
 * Refuses an actor without `privilege`. A create or delete the resource does not declare has no route
 * (a guest's comment): only the server's own records, holding every privilege, create one.
 */
export function requirePrivilege(
  actor: Actor,
  resource: ResourceSchema,
  privilege: string | undefined,
): void {
  const held = privilege === undefined ? actor.privileges === 'all' : can(actor, privilege);
  if (!mayUse(actor, resource) || !held) throw new BusinessError(Status.forbidden);
}

/**
 * A new record's read-only fields that declare a default start at it (a coupon's generation status
 * is "not created" until the server's job says otherwise): no caller writes them.
 */
const readOnlyDefaults = (resource: ResourceSchema): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([, field]) => field.ui?.readOnly && field.default !== undefined && !field.ui.computed)
      .map(([name, field]) => [name, structuredClone(field.default)]),
  );

export interface ServiceOptions {
  /** The application's write hooks, by resource name (its modules register them). */
  hooks?: HookTable;
  /** The application's computed values, by provider name (its modules register them). */
  computed?: ReadonlyMap<string, ComputedProvider>;
  /** A list counts exactly up to this many records (list-page.ts); LIST_COUNT_LIMIT by default. */
  countLimit?: number;
  /** Told of a failed background read (a list's anchors), which no caller is waiting for. */
  warn?: (error: unknown) => void;
  /** The keys encrypted fields are sealed with (secret-keyring.ts); needed by resources that have them. */
  keyring?: SecretKeyring;
  /** List pages kept in memory (page-cache.ts); every list is read from the database without it. */
  pages?: PageCache;
}

const EVERYTHING: SystemReach = { companies: 'all', shops: 'all' };

const tenantOf = (row: StoredRow): Tenant => ({ companyId: row.company_id, shopId: row.shop_id });

/** The create, query, modify, delete and state actions of every declared resource. */
export class ResourceService {
  private readonly privilegeKeys: ReadonlySet<string>;
  /** The app's computed values, shared by the service and its copies inside transactions. */
  readonly computed: ComputedValues;

  constructor(
    private readonly db: Database,
    private readonly schemas: CheckedSchemas,
    private readonly options: ServiceOptions = {},
    // Null inside a transaction: its own writes belong to no change version yet (list-memo.ts).
    private readonly memo: ListMemo | null = new ListMemo(),
    computed?: ComputedValues,
  ) {
    this.privilegeKeys = privilegeKeys(
      schemas.sections,
      schemas.resources,
      schemas.privileges,
      schemas.pages,
    );
    this.computed = computed ?? new ComputedValues(schemas.resources, options.computed);
  }

  /**
   * The records as the server itself reads and writes them (system-records.ts): no privilege, within
   * `reach` (everything by default), as `userId` (nobody by default) in the deployment's `region`.
   */
  system(region: Region, reach: SystemReach = EVERYTHING, userId: number | null = null): SystemRecords {
    return new SystemRecords(this, this.schemas, this.db, systemActorWithin(region, reach, userId));
  }

  /** The same service inside `tx`: its writes become steps of that transaction. */
  within(tx: Queryable): ResourceService {
    return new ResourceService(joinTransaction(this.db, tx), this.schemas, this.options, null, this.computed);
  }

  /** Whether the application runs code inside the writes of `resource` (write-hooks.ts). */
  hasHooks(resource: ResourceSchema): boolean {
    return this.options.hooks?.has(resource.name) ?? false;
  }

  private hooksOf(resource: ResourceSchema): [WriteHooks, (tx: Queryable, actor: Actor) => HookContext] {
    const hooks = this.options.hooks?.get(resource.name) ?? {};
    return [hooks, (tx, actor) => ({ tx, actor, resource, service: this.within(tx) })];
  }

  private check(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    record: Record<string, unknown>,
    { written, refused }: Written,
    tenant: Tenant,
    // The stored record (null for a new one): its id is the one its own unique values may repeat.
    before: StoredRow | null,
    batch?: ImportBatch,
  ): Promise<Record<string, unknown>> {
    const { schemas, privilegeKeys } = this;
    const keyring = this.options.keyring ?? null;
    const check = {
      ...{ tx, schemas, privilegeKeys, resource, actor, record, written, refused, tenant, keyring },
      ...(batch ? { batch } : {}),
    };
    return checkedValue({ ...check, stored: before?.data ?? {}, excludeId: before?.id ?? null });
  }

  /**
   * The record as a list answers it now, computed values included, when the body names a computed
   * field (they are worked out as the record is read); else as the stored row answers it.
   */
  private async currentRecord(
    tx: Queryable,
    resource: ResourceSchema,
    row: StoredRow,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const computed = Object.keys(body).some((name) => resource.fields[name]?.ui?.computed);
    if (!computed) return answerRecord(resource, row);
    const { rows } = await tx.query<{ record: Record<string, unknown> }>(
      `SELECT ${recordJson(resource, this.computed)} AS record FROM ${tableName(resource)} WHERE id = $1`,
      [row.id],
    );
    return rows[0]?.record ?? answerRecord(resource, row);
  }

  async create(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord> {
    requirePrivilege(actor, resource, resource.privileges.create);
    return guardUnique(() => this.db.transaction((tx) => this.createWithin(tx, resource, actor, body)));
  }

  /** One create inside the caller's transaction (a settings record's first save, a hook's, the demo's); privilege checked by the caller. */
  async createWithin(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
    // Read-only values a settings record's first save refused before it became this create.
    refused: FieldProblem[] = [],
  ): Promise<ApiRecord> {
    const row = await this.insertNew(tx, resource, actor, body, refused);
    const [hooks, context] = this.hooksOf(resource);
    const created = answerRecord(resource, row);
    await hooks.afterCreate?.(context(tx, actor), created);
    return created;
  }

  /**
   * One row of an import of a resource without write hooks (import-run.ts): the create's checks and
   * insert, its audit entry kept by `batch`, and no answer, which nobody reads.
   */
  async importRow(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
    batch: ImportBatch,
  ): Promise<void> {
    await this.insertNew(tx, resource, actor, body, [], batch);
  }

  /** A new record checked, its before-create hook run, inserted and audited (by `batch` when given). */
  private async insertNew(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
    refused: FieldProblem[],
    batch?: ImportBatch,
  ): Promise<StoredRow> {
    const tenant = await placeNewRecord(tx, this.schemas, resource, actor, body, batch);
    const machine = resource.stateMachine;
    // What a new record starts as: no id, version 0, its read-only defaults and its first state.
    const start = {
      ...readOnlyDefaults(resource),
      ...(machine ? { [machine.field]: machine.initial } : {}),
    };
    const own = writtenOf(resource, body, { id: null, version: 0, ...start }, HELD_COLUMNS.create);
    const written = { ...own, refused: [...refused, ...own.refused] };
    const record = { ...pick(body, written.written), ...start };
    const value = await this.check(tx, resource, actor, record, written, tenant, null, batch);
    const [hooks, context] = this.hooksOf(resource);
    await hooks.beforeCreate?.(context(tx, actor), value, tenant);
    const table = tableName(resource);
    const { rows } = await tx.query<StoredRow>(
      `INSERT INTO ${table} (company_id, shop_id, data, created_by, updated_by) VALUES ($1, $2, $3, $4, $4) RETURNING *`,
      [tenant.companyId, tenant.shopId, JSON.stringify(value), actor.userId],
      // Planned once per connection: an import makes thousands in a row.
      { prepared: true },
    );
    let row = rows[0] as StoredRow;
    if (resource.tenantOf) {
      const column = resource.tenantOf === 'company' ? 'company_id' : 'shop_id';
      row = (
        await tx.query<StoredRow>(`UPDATE ${table} SET ${column} = id WHERE id = $1 RETURNING *`, [row.id])
      ).rows[0] as StoredRow;
    }
    const audit = {
      resource: resource.name,
      recordId: row.id,
      action: 'create',
      actorId: actor.userId,
      ...tenantOf(row),
      changes: auditChanges(resource, {}, value),
    };
    if (batch) batch.audit(audit);
    else await writeAudit(tx, audit);
    return row;
  }

  /** A page of the list `body` asks for, its records as the database wrote them (list-page.ts). */
  async list(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ListPage> {
    const labels = this.labelsOnly(resource, actor, body);
    const params = new SqlParams();
    return readListPage({
      db: this.db,
      table: tableName(resource),
      record: labels ? labelJson(labels) : recordJson(resource, this.computed),
      list: buildListQuery(resource, actor, body, params, this.computed),
      params,
      countLimit: this.options.countLimit ?? LIST_COUNT_LIMIT,
      ...(this.options.warn ? { warn: this.options.warn } : {}),
      ...(this.memo ? { memo: this.memo } : {}),
      ...this.keptPages(resource),
    });
  }

  /** The kept pages a list of `resource` may use: none inside a transaction or over unwatched reads. */
  private keptPages(resource: ResourceSchema): { kept?: KeptPages } {
    const cache = this.memo ? this.options.pages : undefined;
    const reads = cache && this.computed.listReads(resource);
    return cache && reads ? { kept: { cache, reads } } : {};
  }

  /**
   * Undefined when the caller may read the list; the label fields he may read when only a form of
   * his looks into it (lookup-reach.ts); refused otherwise.
   */
  private labelsOnly(
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): string[] | undefined {
    if (!mayUse(actor, resource)) throw new BusinessError(Status.forbidden);
    if (can(actor, resource.privileges.read)) return undefined;
    const labels = lookupLabels(this.schemas.resources, actor, resource);
    const filters = lookupFilters(this.schemas.resources, actor, resource);
    if (labels.length === 0 || !isLabelRead(body, labels, filters)) throw new BusinessError(Status.forbidden);
    return labels;
  }

  /** Resolves once the lists' background reads (page anchors) have ended. */
  listsSettled(): Promise<void> {
    return this.memo?.settled() ?? Promise.resolve();
  }

  /** The list as records, for the server's own use (a hook, a custom call). */
  async query(
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<{ rows: ApiRecord[]; count: number; countExact: boolean }> {
    const { rowsJson, total } = await this.list(resource, actor, body);
    return { rows: JSON.parse(rowsJson) as ApiRecord[], count: total.count, countExact: total.exact };
  }

  /** The live row by id within the actor's reach, locked for the transaction; not found otherwise. */
  private async lockedRow(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    id: number,
  ): Promise<StoredRow> {
    const params = new SqlParams();
    const where = [...scopeConditions(resource, actor, params), `id = ${params.add(id)}`];
    const { rows } = await tx.query<StoredRow>(
      `SELECT * FROM ${tableName(resource)} WHERE ${where.join(' AND ')} FOR UPDATE`,
      params.values,
    );
    if (!rows[0]) throw new BusinessError(Status.notFound);
    return rows[0];
  }

  private async saveData(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    row: StoredRow,
    value: Record<string, unknown>,
    action: string,
    changes: Changes = auditChanges(resource, row.data, value),
  ): Promise<ApiRecord> {
    const { rows } = await tx.query<StoredRow>(
      `UPDATE ${tableName(resource)} SET data = $1, version = version + 1, updated_at = now(), updated_by = $2
        WHERE id = $3 AND version = $4 RETURNING *`,
      [JSON.stringify(value), actor.userId, row.id, row.version],
    );
    if (!rows[0]) throw new BusinessError(Status.staleVersion);
    await writeAudit(tx, {
      resource: resource.name,
      recordId: row.id,
      action,
      actorId: actor.userId,
      ...tenantOf(row),
      changes,
    });
    return answerRecord(resource, rows[0]);
  }

  /** A checked change of a locked row, stored between the resource's modify hooks. */
  private async modifyRow(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    row: StoredRow,
    merged: Record<string, unknown>,
    written: Written,
  ): Promise<ApiRecord> {
    const value = await this.check(tx, resource, actor, merged, written, tenantOf(row), row);
    const machine = resource.stateMachine;
    if (machine && row.data[machine.field] !== undefined) value[machine.field] = row.data[machine.field];
    const [hooks, context] = this.hooksOf(resource);
    const before = answerRecord(resource, row);
    await hooks.beforeModify?.(context(tx, actor), value, before);
    const saved = await this.saveData(tx, resource, actor, row, value, 'update');
    await hooks.afterModify?.(context(tx, actor), saved, before);
    return saved;
  }

  async modify(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord> {
    requirePrivilege(actor, resource, resource.privileges.update);
    const id = rowIdOf(body);
    const version = versionOf(body);
    return guardUnique(() =>
      this.db.transaction(async (tx) => {
        const row = await this.lockedRow(tx, resource, actor, id);
        if (row.version !== version) throw new BusinessError(Status.staleVersion);
        const current = await this.currentRecord(tx, resource, row, body);
        const written = keepingSecrets(
          resource,
          writtenOf(resource, body, current, HELD_COLUMNS.modify),
          body,
          row.data,
        );
        const merged = { ...row.data, ...pick(body, written.written) };
        return this.modifyRow(tx, resource, actor, row, merged, written);
      }),
    );
  }

  /**
   * The drag-to-sort dialog's save (`PUT {endpoint}/sort`): every listed record gets its new order
   * value in one transaction, each checked, hooked and audited as an edit would be; all or none.
   */
  async sort(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord[]> {
    requirePrivilege(actor, resource, resource.privileges.update);
    const field = resource.orderField;
    if (!field) throw new BusinessError(Status.routeNotFound);
    const orders = sortOrdersOf(resource, field, body);
    return this.db.transaction(async (tx) => {
      const saved: ApiRecord[] = [];
      for (const { id, order } of orders) {
        const row = await this.lockedRow(tx, resource, actor, id);
        const written = { written: [field], refused: [] };
        saved.push(await this.modifyRow(tx, resource, actor, row, { ...row.data, [field]: order }, written));
      }
      return saved;
    });
  }

  /**
   * Replaces a server-held token field (`generated: "token"`: a settings record's public address)
   * of the record `id` with a fresh one, after which the old one opens nothing, for good: a change
   * of the record as any, under the update privilege, its version moved and its modify hooks run,
   * the audit trail saying `recreate<Field>` without the token. Answers the new token.
   */
  async recreateToken(resource: ResourceSchema, actor: Actor, id: number, field: string): Promise<string> {
    requirePrivilege(actor, resource, resource.privileges.update);
    if (resource.fields[field]?.ui?.generated !== 'token')
      throw new Error(`${resource.name}.${field} is not a server-held token`);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, resource, actor, id);
      const token = newToken();
      const value = { ...row.data, [field]: token };
      const [hooks, context] = this.hooksOf(resource);
      const before = answerRecord(resource, row);
      await hooks.beforeModify?.(context(tx, actor), value, before);
      const action = `recreate${field.charAt(0).toUpperCase()}${field.slice(1)}`;
      const saved = await this.saveData(tx, resource, actor, row, value, action, {
        [field]: { changed: true },
      });
      await hooks.afterModify?.(context(tx, actor), saved, before);
      return token;
    });
  }

  /**
   * Sets one secret of the record `id` (a password or key its holder changes, proven by his old one
   * or a mailed link): that field alone held to its rules, then hashed or sealed, the record's
   * version moved, its modify hooks run, the audit trail saying it changed without the value. The
   * rest of the record is not weighed again: an owner registered without a manager key still
   * changes his password.
   */
  async replaceSecret(
    resource: ResourceSchema,
    actor: Actor,
    id: number,
    field: string,
    plain: string,
  ): Promise<void> {
    const declared = resource.fields[field];
    if (!declared || !isSecretField(declared)) throw new Error(`${resource.name}.${field} is not a secret`);
    requirePrivilege(actor, resource, resource.privileges.update);
    await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, resource, actor, id);
      const { problems } = validateRecord(resource, { ...row.data, [field]: plain }, [field]);
      const own = problems.filter((problem) => problem.field === field);
      if (own.length > 0) throw invalid(own);
      const value = { ...row.data, [field]: plain };
      await protectWrittenSecrets(resource, value, [field], this.options.keyring ?? null);
      const [hooks, context] = this.hooksOf(resource);
      const before = answerRecord(resource, row);
      await hooks.beforeModify?.(context(tx, actor), value, before);
      const saved = await this.saveData(tx, resource, actor, row, value, 'update', {
        [field]: { changed: true },
      });
      await hooks.afterModify?.(context(tx, actor), saved, before);
    });
  }

  /** Deletes the body's `id` or `ids` within a transaction, all or none; answers the ids. */
  private async deleteWithin(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<number[]> {
    requirePrivilege(actor, resource, resource.privileges.delete);
    const unique = [...new Set(rowIdsOf(body))];
    const rows: StoredRow[] = [];
    for (const id of unique) rows.push(await this.lockedRow(tx, resource, actor, id));
    await deleteWithRules(tx, this.schemas, resource, actor, rows, async (doomed, doomedRows, remove) => {
      const [hooks, context] = this.hooksOf(doomed);
      const records = doomedRows.map((row) => answerRecord(doomed, row));
      await hooks.beforeDelete?.(context(tx, actor), records);
      await remove();
      await hooks.afterDelete?.(context(tx, actor), records);
    });
    return unique;
  }

  async remove(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<number[]> {
    return this.db.transaction((tx) => this.deleteWithin(tx, resource, actor, body));
  }

  /**
   * Whether a delete would go through now (`PUT …/can/delete`): it is carried out, every rule
   * applied, then rolled back, so the answer can never disagree with the delete itself.
   */
  async canDelete(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<boolean> {
    const rehearsal = new Error('rehearsal');
    return this.db
      .transaction(async (tx) => {
        await this.deleteWithin(tx, resource, actor, body);
        throw rehearsal;
      })
      .catch((error: unknown) => {
        if (error === rehearsal) return true;
        if (error instanceof BusinessError && error.entry === Status.referenced) return false;
        throw error;
      });
  }

  /**
   * The settings record of the tenant the body names, or the caller's only one (`PUT {endpoint}` of a
   * `cardinality: "one"` resource): as stored, or the declared defaults with `id` null and version 0.
   */
  async readOne(
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<SettingsAnswer> {
    requirePrivilege(actor, resource, resource.privileges.read);
    const tenant = await placeNewRecord(this.db, this.schemas, resource, actor, body);
    const record = await settingsRecord(this.db, resource, this.computed, tenant);
    return record ?? unsavedSettings(resource, tenant);
  }

  /**
   * Saves a tenant's settings record (`PUT {endpoint}/modify`): the first save creates it from the
   * defaults under the changes (version 0), later ones modify it; either way checked, hooked and
   * audited as any create or edit. Two first saves racing meet the one-per-tenant index, and the
   * loser is told the record changed, as a stale edit is.
   */
  async saveOne(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord> {
    requirePrivilege(actor, resource, resource.privileges.update);
    const version = versionOf(body);
    return staleOnRace(() =>
      this.db.transaction(async (tx) => {
        const tenant = await placeNewRecord(tx, this.schemas, resource, actor, body);
        const row = await settingsRow(tx, resource, tenant, true);
        if ((row?.version ?? 0) !== version) throw new BusinessError(Status.staleVersion);
        const current = row
          ? await this.currentRecord(tx, resource, row, body)
          : unsavedSettings(resource, tenant);
        const written = keepingSecrets(
          resource,
          writtenOf(resource, body, current, HELD_COLUMNS.save),
          body,
          row?.data ?? {},
        );
        const changes = pick(body, written.written);
        const first = { ...settingsDefaults(resource), ...changes };
        const saved = row
          ? await this.modifyRow(tx, resource, actor, row, { ...row.data, ...changes }, written)
          : await this.createWithin(
              tx,
              resource,
              actor,
              { ...first, ...tenantKeys(tenant) },
              written.refused,
            );
        // Answered as it reads, computed values and all, after the hooks wrote what they keep.
        return (await settingsRecord(tx, resource, this.computed, tenant)) ?? saved;
      }),
    );
  }

  async transition(
    resource: ResourceSchema,
    name: string,
    action: StateAction,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<ApiRecord> {
    requirePrivilege(actor, resource, action.privilege);
    return this.move(resource, name, action, actor, body);
  }

  /**
   * One of the state machine's `systemActions`, the server's own move (a job's end): no privilege,
   * but the state rule, version, audit row and hooks of any action; within `actor`'s reach.
   */
  async systemTransition(
    resource: ResourceSchema,
    name: string,
    actor: Actor,
    id: number,
  ): Promise<ApiRecord> {
    const move = resource.stateMachine?.systemActions?.[name];
    if (!move) throw new Error(`${resource.name} has no system action "${name}"`);
    return this.move(resource, name, move, actor, { id });
  }

  /**
   * A bulk action (`{path}/bulk`) over the records `ids` names, all or none in one transaction: each
   * moved as its single action would move it, a record already in the `to` state left as it is.
   * Answers the records as they stand after, in the order named.
   */
  async transitionMany(
    resource: ResourceSchema,
    name: string,
    action: StateAction,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<ApiRecord[]> {
    requirePrivilege(actor, resource, action.privilege);
    const machine = resource.stateMachine;
    if (!machine || !action.bulk) throw new BusinessError(Status.routeNotFound);
    const ids = [...new Set(rowIdListOf(body, 'ids') ?? [])];
    if (ids.length === 0) throw invalid([{ field: 'ids', key: 'validation:required', label: 'fields:ids' }]);
    if (ids.length > MAX_BULK_RECORDS)
      throw invalid([
        {
          field: 'ids',
          key: 'validation:maxItems',
          label: 'fields:ids',
          params: { limit: MAX_BULK_RECORDS },
        },
      ]);
    return this.db.transaction(async (tx) => {
      const answers: ApiRecord[] = [];
      for (const id of ids) {
        const row = await this.lockedRow(tx, resource, actor, id);
        answers.push(
          row.data[machine.field] === action.to
            ? answerRecord(resource, row)
            : await this.moveWithin(tx, resource, name, action, actor, row, {}),
        );
      }
      return answers;
    });
  }

  private async move(
    resource: ResourceSchema,
    name: string,
    action: Pick<StateAction, 'from' | 'to' | 'input'>,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<ApiRecord> {
    const id = rowIdOf(body);
    // An action may be taken from the list, which need not send the version it read.
    const version = body.version === undefined ? undefined : versionOf(body);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, resource, actor, id);
      if (version !== undefined && version !== row.version) throw new BusinessError(Status.staleVersion);
      return this.moveWithin(tx, resource, name, action, actor, row, body);
    });
  }

  /** One record's move, inside `tx` with its row locked: state rule, limits, hooks, version, audit. */
  private async moveWithin(
    tx: Queryable,
    resource: ResourceSchema,
    name: string,
    action: Pick<StateAction, 'from' | 'to' | 'input'>,
    actor: Actor,
    row: StoredRow,
    body: Record<string, unknown>,
  ): Promise<ApiRecord> {
    const machine = resource.stateMachine;
    if (!machine) throw new BusinessError(Status.routeNotFound);
    const value = transitionValue(resource, machine, action, row.data, body);
    const overLimit = await recordLimitProblems(tx, resource, value, row.data, tenantOf(row), row.id);
    if (overLimit.length > 0) throw invalid(overLimit);
    const [hooks, context] = this.hooksOf(resource);
    const before = answerRecord(resource, row);
    await hooks.beforeAction?.(context(tx, actor), name, value, before);
    const saved = await this.saveData(tx, resource, actor, row, value, name);
    await hooks.afterAction?.(context(tx, actor), name, saved, before);
    return saved;
  }
}
