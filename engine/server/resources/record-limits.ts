// Rules across records (`recordLimits`, docs/schemas.md): at most so many of a tenant's live records
// may meet a condition. The count is taken inside the write's transaction after a transaction-long
// advisory lock on (resource, tenant), so two writers of one tenant count one after the other: the
// second sees the first's committed record and is refused, and neither can slip past the limit.
import { evaluate } from '../../schema/conditions';
import type { FieldProblem } from '../../schema/field-problem';
import type { RecordLimit, ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import type { Tenant } from './integrity';
import { tableName } from './naming';
import { partitionCondition } from './partition';
import { SqlParams } from './sql-params';

type Data = Record<string, unknown>;

/** How many of the tenant's other live records meet the limit's condition, counted under its lock. */
async function othersMeeting(
  tx: Queryable,
  resource: ResourceSchema,
  limit: RecordLimit,
  tenantId: number,
  excludeId: number | null,
): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [
    `recordLimit:${tableName(resource)}:${limit.per}`,
    tenantId,
  ]);
  const params = new SqlParams();
  const where = [
    'deleted_at IS NULL',
    `${limit.per === 'company' ? 'company_id' : 'shop_id'} = ${params.add(tenantId)}`,
    ...(excludeId === null ? [] : [`id <> ${params.add(excludeId)}`]),
  ];
  const partition = partitionCondition(resource, params);
  if (partition) where.push(partition);
  // Conditions are the engine's own language, evaluated as the form evaluates them; a limit is
  // declared on resources a tenant keeps a handful of (payment methods), so reading them is cheap.
  const { rows } = await tx.query<{ data: Data }>(
    `SELECT data FROM ${tableName(resource)} WHERE ${where.join(' AND ')}`,
    params.values,
  );
  return rows.filter((row) => evaluate(limit.where, row.data)).length;
}

/**
 * The limits `value` would break, each on its field. A record that already met a condition before
 * this write adds nothing to that count, so only a record newly meeting it is counted against it.
 */
export async function recordLimitProblems(
  tx: Queryable,
  resource: ResourceSchema,
  value: Data,
  stored: Data,
  tenant: Tenant,
  excludeId: number | null,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const limit of resource.recordLimits ?? []) {
    const tenantId = limit.per === 'company' ? tenant.companyId : tenant.shopId;
    if (tenantId === null || !evaluate(limit.where, value)) continue;
    if (excludeId !== null && evaluate(limit.where, stored)) continue;
    if ((await othersMeeting(tx, resource, limit, tenantId, excludeId)) + 1 > limit.atMost)
      problems.push({
        field: limit.field,
        key: limit.message,
        label: resource.fields[limit.field]?.title ?? `fields:${limit.field}`,
        params: { limit: limit.atMost },
      });
  }
  return problems;
}
