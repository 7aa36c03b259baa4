// Computed fields (`ui.computed`): values the server works out as it reads, never stored, so they
// cannot drift from what they describe (a company's shops, say). Each is one SQL expression over
// the row, put in the record's JSON (record-json.ts) and usable by the list's filters and sort.
import type { ComputedValue, ResourceSchema } from '../../schema/resource';
import { tableName } from './naming';
import { partitionPredicate } from './partition';

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
