// Computed fields (`ui.computed`): values the server works out as it reads, never stored, so they
// cannot drift from what they describe (a company's shops, say). Each is one SQL expression over
// the row, put in the record's JSON (record-json.ts) and usable by the list's filters and sort.
import type { ComputedValue, ResourceSchema } from '../../schema/resource';
import { tableName } from './naming';
import { partitionPredicate } from './partition';

/** SQL over the outer row, named by the table (or alias) it is read from. */
export type ComputedSql = (row: string) => string;

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

/**
 * One app's computed values: the declared resources and the application's own expressions (an
 * account's lock lives in a typed table the engine does not know), which the modules of that app
 * register by name. Each app has its own, so two apps in one process (a test's two servers, or two
 * time zones) never see each other's.
 */
export class ComputedValues {
  // Schemas are fixed once the server starts: SQL built from them is worked out once per app.
  readonly #built = new Map<string, string>();

  constructor(
    readonly resources: readonly ResourceSchema[],
    private readonly providers: ReadonlyMap<string, ComputedSql> = new Map(),
  ) {}

  /** The SQL of a computed field of `resource`, or undefined for a stored one. */
  expression(resource: ResourceSchema, name: string): string | undefined {
    const computed = resource.fields[name]?.ui?.computed;
    return computed && this.#expression(computed, tableName(resource));
  }

  /** SQL built once per app from fixed schemas, under `key`. */
  memo(key: string, build: () => string): string {
    let sql = this.#built.get(key);
    if (sql === undefined) {
      sql = build();
      this.#built.set(key, sql);
    }
    return sql;
  }

  /** The providers the resources name that this app has not registered. */
  missingProviders(): string[] {
    const named = this.resources.flatMap((resource) =>
      Object.values(resource.fields).flatMap((field) => {
        const computed = field.ui?.computed;
        return computed && 'provider' in computed ? [computed.provider] : [];
      }),
    );
    return [...new Set(named)].filter((name) => !this.providers.has(name));
  }

  #expression(computed: ComputedValue, row: string): string {
    if ('stamp' in computed) return `${row}.${STAMP_COLUMNS[computed.stamp]}`;
    if ('count' in computed) {
      const counts = computed.count.map(({ resource, field }) => {
        const counted = this.resources.find((candidate) => candidate.name === resource);
        if (!counted) throw new Error(`computed count over unknown resource ${resource}`);
        return countSql(counted, field, row);
      });
      return `(${counts.join(' + ')})::int`;
    }
    const sql = this.providers.get(computed.provider);
    if (!sql) throw new Error(`no computed field provider named ${computed.provider}`);
    return `(${sql(row)})`;
  }
}
