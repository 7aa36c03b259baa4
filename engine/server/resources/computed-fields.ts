// Computed fields (`ui.computed`): values the server works out as it reads, never stored, so they
// cannot drift from what they describe (a company's shops, say). Each is one SQL
// expression over the row, selected beside it and usable by the list's filters and sort.
import type { ComputedValue, ResourceSchema } from '../../schema/resource';
import { tableName } from './naming';
import { partitionPredicate } from './partition';
import type { StoredRow } from './record-shape';

/** SQL over the outer row, named by the table (or alias) it is read from. */
export type ComputedSql = (row: string) => string;

// The application's own expressions (an account's lock lives in a typed table the engine does not
// know), registered by name at start, as pages register widgets.
const providers = new Map<string, ComputedSql>();

export function registerComputedSql(name: string, sql: ComputedSql): void {
  providers.set(name, sql);
}

const STAMP_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const ROW_COLUMNS: Record<string, string> = { companyId: 'company_id', shopId: 'shop_id', id: 'id' };

/** The live records of `resource` whose `field` holds the outer row's id (one id or a list of them). */
function countSql(counted: ResourceSchema, field: string, row: string): string {
  const column = ROW_COLUMNS[field];
  const pointing = column
    ? `c.${column} = ${row}.id`
    : counted.fields[field]?.type === 'array'
      ? `c.data->'${field}' @> to_jsonb(${row}.id)`
      : `(c.data->>'${field}')::int = ${row}.id`;
  // Literal, not bound: the expression also stands in the count query, which binds other values.
  const partition = partitionPredicate(counted);
  const where = ['c.deleted_at IS NULL', pointing, ...(partition ? [`c.${partition}`] : [])];
  return `(SELECT count(*) FROM ${tableName(counted)} c WHERE ${where.join(' AND ')})`;
}

function expression(computed: ComputedValue, row: string, resources: readonly ResourceSchema[]): string {
  if ('stamp' in computed) return `${row}.${STAMP_COLUMNS[computed.stamp]}`;
  if ('count' in computed) {
    const counts = computed.count.map(({ resource, field }) => {
      const counted = resources.find((candidate) => candidate.name === resource);
      if (!counted) throw new Error(`computed count over unknown resource ${resource}`);
      return countSql(counted, field, row);
    });
    return `(${counts.join(' + ')})::int`;
  }
  const sql = providers.get(computed.provider);
  if (!sql) throw new Error(`no computed field provider named ${computed.provider}`);
  return `(${sql(row)})`;
}

/** The SQL of a computed field of `resource`, or undefined for a stored one. */
export function computedExpression(
  resource: ResourceSchema,
  name: string,
  resources: readonly ResourceSchema[],
): string | undefined {
  const computed = resource.fields[name]?.ui?.computed;
  return computed && expression(computed, tableName(resource), resources);
}

const alias = (name: string) => `"computed:${name}"`;

/** The select list's additions: each computed field under its own alias. */
export function computedColumns(resource: ResourceSchema, resources: readonly ResourceSchema[]): string {
  return Object.keys(resource.fields)
    .map((name) => {
      const sql = computedExpression(resource, name, resources);
      return sql ? `, ${sql} AS ${alias(name)}` : '';
    })
    .join('');
}

/** The record with its computed values, read from their aliases. */
export function withComputed<T extends Record<string, unknown>>(
  resource: ResourceSchema,
  row: StoredRow,
  record: T,
): T {
  const columns = row as StoredRow & Record<string, unknown>;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.ui?.computed) continue;
    const value = columns[`computed:${name}`];
    (record as Record<string, unknown>)[name] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
