import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { FieldProblem } from '../../schema/field-problem';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema, StateAction } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Database, Queryable } from '../db/database';
import { can, mayUse, reaches, type Actor } from './actor';
import { writeAudit } from './audit';
import { pointingAt, referenceProblems, uniqueProblems, type Tenant } from './integrity';
import { computedColumns, withComputed } from './computed-fields';
import { buildListQuery, scopeConditions } from './list-query';
import { tableName } from './naming';
import { ROW_FIELDS, type ApiRecord, type StoredRow } from './record-shape';
import { ungrantedPrivileges } from './privilege-grants';
import { privilegeKeys } from '../../schema/privilege-keys';
import { answerRecord, auditChanges, hashWrittenSecrets, withoutBlankSecrets } from './secrets';
import { SqlParams } from './sql-params';
import { guardUnique } from './unique-guard';

// Keys a client sends with every body that are not record fields (core spec §7: envLang).
const REQUEST_KEYS = new Set(['envLang', 'companyIds', 'shopIds']);

const invalid = (problems: FieldProblem[]) => new BusinessError(Status.invalidInput, {}, problems);

export function requirePrivilege(actor: Actor, resource: ResourceSchema, privilege: string): void {
  if (!mayUse(actor, resource) || !can(actor, privilege)) throw new BusinessError(Status.forbidden);
}

function writtenFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => !ROW_FIELDS.includes(key) && !REQUEST_KEYS.has(key));
}

function idOf(body: Record<string, unknown>): number {
  if (typeof body.id !== 'number' || !Number.isInteger(body.id)) {
    throw invalid([{ field: 'id', key: 'validation:required', label: 'fields:id' }]);
  }
  return body.id;
}

/** The create, query, modify, delete and state actions of every declared resource. */
export class ResourceService {
  private readonly privilegeKeys: ReadonlySet<string>;

  constructor(
    private readonly db: Database,
    private readonly schemas: CheckedSchemas,
  ) {
    this.privilegeKeys = privilegeKeys(schemas.menus, schemas.resources, schemas.privileges);
  }

  private tenantResource(kind: 'company' | 'shop'): ResourceSchema | undefined {
    return this.schemas.resources.find((resource) => resource.tenantOf === kind);
  }

  /** Where a new record belongs: from the body when the actor reaches it, else the actor's only tenant. */
  private async tenantForCreate(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<Tenant> {
    const only = (reach: Actor['companies']) =>
      reach !== 'all' && reach.length === 1 ? reach[0] : undefined;
    if (resource.scope === 'platform') {
      if (!actor.platform) throw new BusinessError(Status.forbidden);
      return { companyId: null, shopId: null };
    }
    // A new shop is a company's record until it exists; then it becomes its own shop tenant.
    if (resource.scope === 'company' || resource.tenantOf === 'shop') {
      const companyId = typeof body.companyId === 'number' ? body.companyId : only(actor.companies);
      if (companyId === undefined)
        throw invalid([{ field: 'companyId', key: 'validation:required', label: 'fields:companyId' }]);
      if (!reaches(actor.companies, companyId)) throw new BusinessError(Status.forbidden);
      return { companyId, shopId: null };
    }
    const shopId = typeof body.shopId === 'number' ? body.shopId : only(actor.shops);
    if (shopId === undefined)
      throw invalid([{ field: 'shopId', key: 'validation:required', label: 'fields:shopId' }]);
    const shops = this.tenantResource('shop');
    const params = new SqlParams();
    const { rows } = shops
      ? await tx.query<{ company_id: number }>(
          `SELECT company_id FROM ${tableName(shops)} WHERE id = ${params.add(shopId)} AND deleted_at IS NULL`,
          params.values,
        )
      : { rows: [] };
    const companyId = rows[0]?.company_id;
    if (companyId === undefined || !reaches(actor.companies, companyId) || !reaches(actor.shops, shopId)) {
      throw new BusinessError(Status.forbidden);
    }
    return { companyId, shopId };
  }

  private async checkedValue(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    record: Record<string, unknown>,
    written: string[],
    tenant: Tenant,
    excludeId: number | null,
  ): Promise<Record<string, unknown>> {
    const stateField = resource.stateMachine?.field;
    const { value, problems } = validateRecord(
      resource,
      record,
      written.filter((name) => name !== stateField),
    );
    problems.push(...ungrantedPrivileges(this.privilegeKeys, resource, actor, value, written));
    for (const name of written) {
      const privilege = resource.fields[name]?.ui?.writePrivilege;
      if (privilege && !can(actor, privilege)) {
        problems.push({
          field: name,
          key: 'validation:forbiddenField',
          label: resource.fields[name]?.title ?? name,
        });
      }
    }
    if (problems.length > 0) throw invalid(problems);
    const conflicts = [
      ...(await referenceProblems(tx, this.schemas, resource, value, actor)),
      ...(await uniqueProblems(tx, resource, value, tenant, excludeId)),
    ];
    if (conflicts.some((problem) => problem.key === 'validation:duplicate')) {
      throw new BusinessError(Status.duplicate, {}, conflicts);
    }
    if (conflicts.length > 0) throw invalid(conflicts);
    await hashWrittenSecrets(resource, value, written);
    return value;
  }

  async create(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord> {
    requirePrivilege(actor, resource, resource.privileges.create);
    return guardUnique(() => this.db.transaction((tx) => this.createWithin(tx, resource, actor, body)));
  }

  /** One create inside the caller's transaction (an import makes many in one); privilege checked by the caller. */
  async createWithin(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<ApiRecord> {
    const tenant = await this.tenantForCreate(tx, resource, actor, body);
    const written = writtenFields(body);
    const machine = resource.stateMachine;
    if (machine && written.includes(machine.field)) {
      throw invalid([
        {
          field: machine.field,
          key: 'validation:readOnly',
          label: resource.fields[machine.field]?.title ?? machine.field,
        },
      ]);
    }
    const record = machine ? { ...body, [machine.field]: machine.initial } : body;
    const value = await this.checkedValue(tx, resource, actor, record, written, tenant, null);
    const table = tableName(resource);
    const { rows } = await tx.query<StoredRow>(
      `INSERT INTO ${table} (company_id, shop_id, data, created_by, updated_by) VALUES ($1, $2, $3, $4, $4) RETURNING *`,
      [tenant.companyId, tenant.shopId, JSON.stringify(value), actor.userId],
    );
    let row = rows[0] as StoredRow;
    if (resource.tenantOf) {
      const column = resource.tenantOf === 'company' ? 'company_id' : 'shop_id';
      row = (
        await tx.query<StoredRow>(`UPDATE ${table} SET ${column} = id WHERE id = $1 RETURNING *`, [row.id])
      ).rows[0] as StoredRow;
    }
    await writeAudit(tx, {
      resource: resource.name,
      recordId: row.id,
      action: 'create',
      actorId: actor.userId,
      companyId: row.company_id,
      shopId: row.shop_id,
      changes: auditChanges(resource, {}, value),
    });
    return answerRecord(resource, row);
  }

  async query(
    resource: ResourceSchema,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<{ rows: ApiRecord[]; count: number }> {
    requirePrivilege(actor, resource, resource.privileges.read);
    const params = new SqlParams();
    const { resources } = this.schemas;
    const list = buildListQuery(resource, actor, body, params, resources);
    if (Array.isArray(list)) throw invalid(list);
    const table = tableName(resource);
    const [page, total] = await Promise.all([
      this.db.query<StoredRow>(
        `SELECT *${computedColumns(resource, resources)} FROM ${table} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
        params.values,
      ),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${list.where}`,
        params.values,
      ),
    ]);
    return {
      rows: page.rows.map((row) => withComputed(resource, row, answerRecord(resource, row))),
      count: total.rows[0]?.n ?? 0,
    };
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
      companyId: row.company_id,
      shopId: row.shop_id,
      changes: auditChanges(resource, row.data, value),
    });
    return answerRecord(resource, rows[0]);
  }

  async modify(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord> {
    requirePrivilege(actor, resource, resource.privileges.update);
    const id = idOf(body);
    if (typeof body.version !== 'number')
      throw invalid([{ field: 'version', key: 'validation:required', label: 'fields:version' }]);
    return guardUnique(() =>
      this.db.transaction(async (tx) => {
        const row = await this.lockedRow(tx, resource, actor, id);
        if (row.version !== body.version) throw new BusinessError(Status.staleVersion);
        const moved: string[] = (['companyId', 'shopId'] as const).filter(
          (key) => key in body && body[key] !== (key === 'companyId' ? row.company_id : row.shop_id),
        );
        const machine = resource.stateMachine;
        const written = withoutBlankSecrets(resource, writtenFields(body), body);
        if (machine && written.includes(machine.field) && body[machine.field] !== row.data[machine.field])
          moved.push(machine.field);
        if (moved.length > 0)
          throw invalid(
            moved.map((field) => ({
              field,
              key: 'validation:readOnly',
              label: resource.fields[field]?.title ?? `fields:${field}`,
            })),
          );
        const merged = { ...row.data, ...Object.fromEntries(written.map((name) => [name, body[name]])) };
        const tenant = { companyId: row.company_id, shopId: row.shop_id };
        const value = await this.checkedValue(tx, resource, actor, merged, written, tenant, row.id);
        if (machine && row.data[machine.field] !== undefined) value[machine.field] = row.data[machine.field];
        return this.saveData(tx, resource, actor, row, value, 'update');
      }),
    );
  }

  /** Applies the delete rules of every resource that points at the doomed records, then deletes them. */
  private async deleteRows(
    tx: Queryable,
    resource: ResourceSchema,
    actor: Actor,
    rows: StoredRow[],
  ): Promise<void> {
    const ids = rows.map((row) => row.id);
    for (const holder of this.schemas.resources) {
      for (const ref of holder.references ?? []) {
        if (ref.resource !== resource.name) continue;
        const params = new SqlParams();
        const pointing = (await tx.query<StoredRow>(pointingAt(holder, ref, ids, params), params.values))
          .rows;
        if (pointing.length === 0) continue;
        if (ref.onDelete === 'refuse')
          throw ref.message
            ? BusinessError.because(Status.referenced, ref.message)
            : new BusinessError(Status.referenced);
        if (ref.onDelete === 'cascade') {
          const full = await tx.query<StoredRow>(
            `SELECT * FROM ${tableName(holder)} WHERE id = ANY($1::int[]) FOR UPDATE`,
            [pointing.map((row) => row.id)],
          );
          await this.deleteRows(tx, holder, actor, full.rows);
          continue;
        }
        for (const row of pointing) {
          const current = row.data[ref.field];
          const kept = Array.isArray(current)
            ? current.filter((id) => !ids.includes(id as number))
            : undefined;
          // The 'clear' rule: a single reference is removed, a list loses the deleted ids.
          const data = Object.fromEntries(Object.entries(row.data).filter(([name]) => name !== ref.field));
          if (kept !== undefined) data[ref.field] = kept;
          await tx.query(
            `UPDATE ${tableName(holder)} SET data = $1, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $3`,
            [JSON.stringify(data), actor.userId, row.id],
          );
        }
      }
    }
    await tx.query(
      `UPDATE ${tableName(resource)} SET deleted_at = now(), updated_by = $1 WHERE id = ANY($2::int[])`,
      [actor.userId, ids],
    );
    for (const row of rows) {
      await writeAudit(tx, {
        resource: resource.name,
        recordId: row.id,
        action: 'delete',
        actorId: actor.userId,
        companyId: row.company_id,
        shopId: row.shop_id,
        changes: auditChanges(resource, row.data, {}),
      });
    }
  }

  /**
   * The drag-to-sort dialog's save (`PUT {endpoint}/sort`): every listed record gets its new order
   * value in one transaction, each checked and audited as an edit would be; all or none.
   */
  async sort(resource: ResourceSchema, actor: Actor, body: Record<string, unknown>): Promise<ApiRecord[]> {
    requirePrivilege(actor, resource, resource.privileges.update);
    const field = resource.orderField;
    if (!field) throw new BusinessError(Status.routeNotFound);
    const orders = body.orders;
    const valid =
      Array.isArray(orders) &&
      orders.length > 0 &&
      orders.every(
        (order: unknown) =>
          typeof order === 'object' &&
          order !== null &&
          Number.isInteger((order as { id?: unknown }).id) &&
          Number.isInteger((order as { showOrder?: unknown }).showOrder),
      );
    if (!valid) throw invalid([{ field: 'orders', key: 'validation:required', label: 'fields:orders' }]);
    return this.db.transaction(async (tx) => {
      const saved: ApiRecord[] = [];
      for (const { id, showOrder } of orders as { id: number; showOrder: number }[]) {
        const row = await this.lockedRow(tx, resource, actor, id);
        const tenant = { companyId: row.company_id, shopId: row.shop_id };
        const merged = { ...row.data, [field]: showOrder };
        const value = await this.checkedValue(tx, resource, actor, merged, [field], tenant, row.id);
        saved.push(await this.saveData(tx, resource, actor, row, value, 'update'));
      }
      return saved;
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
    const ids = Array.isArray(body.ids) ? body.ids : [body.id];
    if (
      ids.length === 0 ||
      !ids.every((id): id is number => typeof id === 'number' && Number.isInteger(id))
    ) {
      throw invalid([{ field: 'id', key: 'validation:required', label: 'fields:id' }]);
    }
    const unique = [...new Set(ids)];
    const rows: StoredRow[] = [];
    for (const id of unique) rows.push(await this.lockedRow(tx, resource, actor, id));
    await this.deleteRows(tx, resource, actor, rows);
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

  async transition(
    resource: ResourceSchema,
    name: string,
    action: StateAction,
    actor: Actor,
    body: Record<string, unknown>,
  ): Promise<ApiRecord> {
    requirePrivilege(actor, resource, action.privilege);
    const machine = resource.stateMachine;
    if (!machine) throw new BusinessError(Status.routeNotFound);
    const id = idOf(body);
    return this.db.transaction(async (tx) => {
      const row = await this.lockedRow(tx, resource, actor, id);
      if (typeof body.version === 'number' && body.version !== row.version)
        throw new BusinessError(Status.staleVersion);
      const state = String(row.data[machine.field] ?? machine.initial);
      if (!action.from.includes(state)) throw new BusinessError(Status.invalidTransition, { state });
      const input = action.input ?? [];
      const missing = input.filter(
        (field) => body[field] === undefined || body[field] === null || body[field] === '',
      );
      if (missing.length > 0)
        throw invalid(
          missing.map((field) => ({
            field,
            key: 'validation:required',
            label: resource.fields[field]?.title ?? field,
          })),
        );
      const merged = {
        ...row.data,
        ...Object.fromEntries(input.map((field) => [field, body[field]])),
        [machine.field]: action.to,
      };
      // Action input may fill read-only fields (a rejection reason): only the action writes them.
      const { value, problems } = validateRecord(resource, merged, []);
      if (problems.length > 0) throw invalid(problems);
      return this.saveData(tx, resource, actor, row, value, name);
    });
  }
}
