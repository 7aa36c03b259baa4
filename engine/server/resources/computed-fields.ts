// Computed fields (`ui.computed`): values the server works out as it reads, never stored, so they
// cannot drift from what they describe (a company's shops, say). Each is one SQL expression over
// the row, put in the record's JSON (record-json.ts) and usable by the list's filters and sort.
import type { ComputedValue, ResourceSchema } from '../../schema/resource';
import { tableName } from './naming';
import { partitionPredicate } from './partition';

/** SQL over the outer row, named by the table (or alias) it is read from. */
export type ComputedSql = (row: string) => string;

/**
 * What a computed value reads besides its own row, so a list page that shows it may be kept in
 * memory until one of those changes (page-cache.ts): other resources, typed tables (each then told of
 * its changes, table-changes.ts) and whether it moves with the calendar day. `'unwatched'` when it
 * reads what no notification tells of (the job queue's own tables, the clock to the second): its
 * lists are always read from the database.
 */
export type ComputedReads =
  { resources?: readonly ResourceSchema[]; tables?: readonly string[]; byDay?: true } | 'unwatched';

/** A module's computed value: its SQL and what it reads. */
export interface ComputedProvider {
  sql: ComputedSql;
  reads: ComputedReads;
}

/** What a list of a resource reads: the tables whose changes end a kept page, and the calendar. */
export interface ListReads {
  tables: readonly string[];
  byDay: boolean;
}

// The clock as SQL reads it; a value reading it must say so (byDay) or stay unwatched.
const CLOCK =
  /\b(now\s*\(|current_date|current_timestamp|localtimestamp|localtime|clock_timestamp|statement_timestamp|transaction_timestamp)/i;

/** Refuses a provider whose SQL reads the clock while its reads say it does not. */
export function checkComputedReads(name: string, provider: ComputedProvider): void {
  const { reads } = provider;
  if (reads !== 'unwatched' && !reads.byDay && CLOCK.test(provider.sql('row')))
    throw new Error(`computed value "${name}" reads the clock: declare byDay, or unwatched`);
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

/**
 * One app's computed values: the declared resources and the application's own expressions (an
 * account's lock lives in a typed table the engine does not know), which the modules of that app
 * register by name. Each app has its own, so two apps in one process (a test's two servers, or two
 * time zones) never see each other's.
 */
export class ComputedValues {
  // Schemas are fixed once the server starts: SQL built from them is worked out once per app.
  readonly #built = new Map<string, string>();
  readonly #reads = new Map<string, ListReads | undefined>();

  constructor(
    readonly resources: readonly ResourceSchema[],
    private readonly providers: ReadonlyMap<string, ComputedProvider> = new Map(),
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
    const provider = this.providers.get(computed.provider);
    if (!provider) throw new Error(`no computed field provider named ${computed.provider}`);
    return `(${provider.sql(row)})`;
  }

  /**
   * What a list of `resource` reads: its own table and what each computed field reads (whether the
   * list shows, filters or sorts by it); undefined when one of them is unwatched.
   */
  listReads(resource: ResourceSchema): ListReads | undefined {
    if (!this.#reads.has(resource.name)) this.#reads.set(resource.name, this.#buildReads(resource));
    return this.#reads.get(resource.name);
  }

  /** Every typed table a computed value reads: each must tell of its changes (table-changes.ts). */
  watchedTables(): string[] {
    const named = [...this.providers.values()].flatMap(({ reads }) =>
      reads === 'unwatched' ? [] : (reads.tables ?? []),
    );
    return [...new Set(named)];
  }

  #buildReads(resource: ResourceSchema): ListReads | undefined {
    const tables = new Set([tableName(resource)]);
    let byDay = false;
    for (const field of Object.values(resource.fields)) {
      const computed = field.ui?.computed;
      if (!computed || 'stamp' in computed) continue;
      if ('count' in computed) {
        for (const { resource: name } of computed.count) {
          const counted = this.resources.find((candidate) => candidate.name === name);
          if (counted) tables.add(tableName(counted));
        }
        continue;
      }
      const reads = this.providers.get(computed.provider)?.reads;
      if (reads === undefined || reads === 'unwatched') return undefined;
      for (const read of reads.resources ?? []) tables.add(tableName(read));
      for (const table of reads.tables ?? []) tables.add(table);
      byDay ||= reads.byDay === true;
    }
    return { tables: [...tables], byDay };
  }
}
