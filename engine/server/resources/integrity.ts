import { isEmptyValue, rowsOf } from '../../schema/conditions';
import { lookupWhereOf } from '../../schema/lookup-conditions';
import { rowPath } from '../../schema/row-fields';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { FieldProblem } from '../../schema/field-problem';
import type { Reference, ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import type { Actor } from './actor';
import { tableName } from './naming';
import { scopeConditions } from './list-query';
import { partitionCondition } from './partition';
import { SqlParams } from './sql-params';
import { steadily, type ImportBatch } from './import-batch';
import { uniqueWithin } from './tenancy';

export interface Tenant {
  companyId: number | null;
  shopId: number | null;
}

/** Unique field sets already taken within the record's tenant by another live record. */
export async function uniqueProblems(
  db: Queryable,
  resource: ResourceSchema,
  value: Record<string, unknown>,
  tenant: Tenant,
  excludeId: number | null,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const fields of resource.unique ?? []) {
    if (fields.some((field) => isEmptyValue(value[field]))) continue;
    const params = new SqlParams();
    const conditions = [
      'deleted_at IS NULL',
      ...fields.map((field) => `data->>'${field}' = ${params.add(String(value[field]))}`),
    ];
    const within = uniqueWithin(resource);
    if (within !== 'platform')
      conditions.push(`coalesce(company_id, 0) = ${params.add(tenant.companyId ?? 0)}`);
    if (within === 'shop') conditions.push(`coalesce(shop_id, 0) = ${params.add(tenant.shopId ?? 0)}`);
    if (excludeId !== null) conditions.push(`id <> ${params.add(excludeId)}`);
    const partition = partitionCondition(resource, params);
    if (partition) conditions.push(partition);
    const { rows } = await db.query(
      `SELECT 1 FROM ${tableName(resource)} WHERE ${conditions.join(' AND ')} LIMIT 1`,
      params.values,
    );
    if (rows.length > 0) {
      for (const field of fields) {
        problems.push({
          field,
          key: 'validation:duplicate',
          label: resource.fields[field]?.title ?? `fields:${field}`,
        });
      }
    }
  }
  return problems;
}

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');

/** The ids a reference holds: a field's id or ids, or the sub-field's id in each row. */
function referencedIds(ref: Reference, value: Record<string, unknown>): number[] {
  const path = rowPath(ref.field);
  if (!path) return ids(value[ref.field]);
  return ids(rowsOf(value[path.rows]).map((row) => row[path.sub]));
}

/** The field a reference's problem is shown on: the rows field for a reference inside rows. */
const shownOn = (ref: Reference): string => rowPath(ref.field)?.rows ?? ref.field;

/**
 * What keeps a reference inside the record's own tenant (issue 10 item 2): a company's record points
 * only at its own company's records (or at the platform's shared ones), a shop's record at its own
 * shop's. A platform record (an administrator's companies) is bounded by the actor's reach alone.
 */
function sameTenant(target: ResourceSchema, tenant: Tenant, params: SqlParams): string[] {
  if (tenant.companyId === null) return [];
  const company = params.add(tenant.companyId);
  const shared = target.scope === 'platform' && !target.tenantOf;
  const conditions = [shared ? `(company_id IS NULL OR company_id = ${company})` : `company_id = ${company}`];
  if (target.scope === 'shop' && !target.tenantOf && tenant.shopId !== null)
    conditions.push(`shop_id = ${params.add(tenant.shopId)}`);
  return conditions;
}

/** Referenced records that do not exist, lie outside the actor's reach or outside the record's tenant. */
export async function referenceProblems(
  db: Queryable,
  schemas: CheckedSchemas,
  resource: ResourceSchema,
  value: Record<string, unknown>,
  actor: Actor,
  tenant: Tenant,
  batch?: ImportBatch,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const ref of resource.references ?? []) {
    const wanted = referencedIds(ref, value);
    const target = schemas.byName.get(ref.resource);
    if (wanted.length === 0 || !target) continue;
    const params = new SqlParams();
    // A lookup that offers only some records (a top-up coupon) takes no other.
    const wantedValues = lookupWhereOf(resource, ref.field);
    const where = [
      ...scopeConditions(target, actor, params),
      ...sameTenant(target, tenant, params),
      `id = ANY(${params.add(wanted)}::int[])`,
      ...(wantedValues ? [`data @> ${params.add(JSON.stringify(wantedValues))}::jsonb`] : []),
    ];
    const sql = `SELECT count(*)::int AS n FROM ${tableName(target)} WHERE ${where.join(' AND ')}`;
    // A record pointing at its own kind may point at a row the same import wrote: read each time.
    const read = () => db.query<{ n: number }>(sql, params.values);
    const { rows } =
      tableName(target) === tableName(resource)
        ? await read()
        : await steadily(batch, `${sql}\n${JSON.stringify(params.values)}`, read);
    if ((rows[0]?.n ?? 0) < new Set(wanted).size) {
      const field = shownOn(ref);
      problems.push({
        field,
        key: 'validation:reference',
        label: resource.fields[field]?.title ?? `fields:${field}`,
      });
    }
  }
  return problems;
}

const TENANT_COLUMNS: Record<string, string> = { companyId: 'company_id', shopId: 'shop_id' };

/** The SQL that finds live records of `holder` pointing at one of `targetIds` through `ref`. */
export function pointingAt(
  holder: ResourceSchema,
  ref: Reference,
  targetIds: number[],
  params: SqlParams,
): string {
  const column = TENANT_COLUMNS[ref.field];
  const path = rowPath(ref.field);
  const list = params.add(targetIds);
  const match = column
    ? `${column} = ANY(${list}::int[])`
    : path
      ? `EXISTS (SELECT 1 FROM unnest(${list}::int[]) x
           WHERE data->'${path.rows}' @> jsonb_build_array(jsonb_build_object('${path.sub}', x)))`
      : `(data->'${ref.field}' IN (SELECT to_jsonb(x) FROM unnest(${list}::int[]) x)
        OR (jsonb_typeof(data->'${ref.field}') = 'array'
            AND EXISTS (SELECT 1 FROM unnest(${list}::int[]) x WHERE data->'${ref.field}' @> jsonb_build_array(x))))`;
  // On a shared table only the holder's own partition follows its rule.
  const partition = partitionCondition(holder, params);
  return `SELECT id, data FROM ${tableName(holder)} WHERE deleted_at IS NULL AND ${match}${partition ? ` AND ${partition}` : ''}`;
}
