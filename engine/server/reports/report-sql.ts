// A report part compiled to one statement (docs/schemas.md "Reports"): grouped by its dimensions
// with a grouping set for the totals, so the rows and their total come from the same rows in the
// same statement; scoped to the caller's companies and shops; on a roll-up when one answers every
// dimension, measure and filter the part needs, else on the raw facts. Every value is a parameter;
// the only SQL is the application's own, picked by names the report file declared.
import type { Reach } from '../resources/actor';
import { baseMeasures, componentsOf, rawAggregate, type Component } from './report-measures';
import type { FactSource, ReportPart, RollupSource } from './report-types';
import { declared, own } from './declared';
import { wholeMonths } from './report-dates';
import { SqlParams } from '../resources/sql-params';
import { reachConditions } from '../resources/tenant-reach';

export interface PartQuery {
  /** Whose rows: the caller's reach, narrowed to the shops the request names. */
  companies: Reach;
  shops: Reach;
  from: string;
  to: string;
  sceneId?: number;
  /** Labels read in English (a record's `name_en`) rather than Chinese. */
  english?: boolean;
  /** Reads the raw facts even where a roll-up answers (the tests compare the two paths). */
  raw?: boolean;
  /** The server's time zone, whose calendar day a fact's `{today}` is; without it, the database's. */
  timeZone?: string;
}

/** Stands in a fact's SQL for today's date on the server's calendar (a member's age today). */
export const TODAY = '{today}';

export interface CompiledPart {
  sql: string;
  params: unknown[];
  /** The roll-up table read (with its monthly twin: `daily + monthly`), or `raw`. */
  via: string;
  /** The statement's measure columns, `m0`… in order. */
  components: Component[];
}

/** The filter values a part reads: its own `where`, else each filter's default. */
function effectiveFilters(fact: FactSource, part: ReportPart): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, filter] of Object.entries(fact.filters)) {
    const chosen = own(part.where, name) ?? filter.default;
    if (chosen) values.set(name, chosen);
  }
  return values;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Whether a roll-up answers the part grouped by `dimensions` (its own by default): every dimension
 * and measure, every filter at its values, and every dimension of the roll-up's grain.
 */
export function rollupAnswers(
  fact: FactSource,
  part: ReportPart,
  rollup: RollupSource,
  withScene: boolean,
  dimensions: readonly string[] = part.dimensions ?? [],
): boolean {
  if (withScene) return false;
  if (!dimensions.every((name) => own(rollup.dimensions, name) !== undefined)) return false;
  if (!(rollup.grain ?? []).every((name) => dimensions.includes(name))) return false;
  if (!baseMeasures(fact, part.measures).every((name) => own(rollup.measures, name) !== undefined))
    return false;
  const filters = effectiveFilters(fact, part);
  for (const [name, held] of Object.entries(rollup.holds ?? {})) {
    const wanted = filters.get(name);
    if (!wanted || !sameValues(wanted, held)) return false;
  }
  return [...filters.keys()].every(
    (name) => own(rollup.holds, name) !== undefined || own(rollup.filters, name) !== undefined,
  );
}

/** Placeholders cast to their type where one is given, as a report's statement needs. */
class Params extends SqlParams {
  override add(value: unknown, type?: string): string {
    const placeholder = super.add(value);
    return type ? `${placeholder}::${type}` : placeholder;
  }
}

interface Source {
  from: string;
  company: string;
  shop: string;
  date: string;
  dimension(name: string): string;
  aggregate(component: Component): string;
  filter(name: string): string | undefined;
}

function rawSource(fact: FactSource): Source {
  return {
    ...fact,
    dimension: (name) => declared(fact.dimensions, name, 'dimension').sql,
    aggregate: (component) =>
      rawAggregate(declared(fact.measures, component.measure, 'measure'), component.part),
    filter: (name) => declared(fact.filters, name, 'filter').sql,
  };
}

/**
 * The roll-up's rows for the query, and the tables read: its monthly twin's for the range's whole
 * months and the daily table's for the other days, when the twin answers the part's dimensions;
 * else the daily table alone.
 */
function rollupRows(rollup: RollupSource, part: ReportPart, query: PartQuery, params: Params) {
  const { months } = rollup;
  const whole = months && wholeMonths(query);
  if (!months || !whole || !(part.dimensions ?? []).every((name) => months.dimensions.includes(name)))
    return { from: rollup.from, via: rollup.from };
  const day = (text: string) => params.add(text, 'date');
  const from = `(SELECT * FROM ${rollup.from}
      WHERE ${rollup.date} BETWEEN ${day(query.from)} AND ${day(whole.before)}
         OR ${rollup.date} BETWEEN ${day(whole.after)} AND ${day(query.to)}
    UNION ALL SELECT * FROM ${months.from} WHERE ${rollup.date} BETWEEN ${day(whole.first)} AND ${day(whole.last)}) r`;
  return { from, via: `${rollup.from} + ${months.from}` };
}

function rollupSource(rollup: RollupSource, from: string): Source {
  return {
    ...rollup,
    from,
    dimension: (name) => declared(rollup.dimensions, name, 'roll-up dimension'),
    aggregate: (component) => {
      const measure = declared(rollup.measures, component.measure, 'roll-up measure');
      const sql =
        typeof measure === 'string' ? measure : component.part === 'count' ? measure.count : measure.sum;
      return `COALESCE(${sql}, 0)`;
    },
    // A filter the roll-up holds at the wanted values needs no condition.
    filter: (name) => own(rollup.filters, name),
  };
}

function whereClause(source: Source, fact: FactSource, part: ReportPart, query: PartQuery, params: Params) {
  const conditions = [
    `${source.date} BETWEEN ${params.add(query.from, 'date')} AND ${params.add(query.to, 'date')}`,
  ];
  conditions.push(...reachConditions(query, params, { company: source.company, shop: source.shop }));
  for (const [name, values] of effectiveFilters(fact, part)) {
    const column = source.filter(name);
    if (column) conditions.push(`(${column})::text = ANY(${params.add(values, 'text[]')})`);
  }
  if (query.sceneId !== undefined && fact.scene)
    conditions.push(`${fact.scene} = ${params.add(query.sceneId, 'int')}`);
  return conditions.join(' AND ');
}

/** A record's name in the reader's language: English where the record has one, else its own. */
export const nameSql = (english: boolean) =>
  english ? `COALESCE(NULLIF(data->>'name_en', ''), data->>'name')` : `data->>'name'`;

/** The first roll-up that answers the part grouped by each of `groupings`, unless the query asks for raw facts. */
function firstRollup(
  fact: FactSource,
  part: ReportPart,
  query: PartQuery,
  groupings: readonly (readonly string[])[],
): RollupSource | undefined {
  if (query.raw) return undefined;
  const withScene = query.sceneId !== undefined;
  return (fact.rollups ?? []).find((rollup) =>
    groupings.every((dimensions) => rollupAnswers(fact, part, rollup, withScene, dimensions)),
  );
}

/** The part's statement for one date range: detail rows (`g` = 0) and the totals row. */
export function compilePart(fact: FactSource, part: ReportPart, query: PartQuery): CompiledPart {
  const rollup = firstRollup(fact, part, query, [part.dimensions ?? [], []]);
  return compileOn(fact, part, query, rollup, 'rows and totals');
}

/**
 * The part's statements: one, unless the first roll-up that answers its rows has a grain the totals
 * row lacks (distinct orders counted per operation); then the rows read it and the totals row the
 * first roll-up that answers it, in two statements.
 */
export function compileStatements(fact: FactSource, part: ReportPart, query: PartQuery): CompiledPart[] {
  const rows = firstRollup(fact, part, query, [part.dimensions ?? []]);
  if (!rows || rollupAnswers(fact, part, rows, false, [])) return [compilePart(fact, part, query)];
  const totals = firstRollup(fact, part, query, [[]]);
  return [
    compileOn(fact, part, query, rows, 'rows'),
    compileOn(fact, { ...part, dimensions: [] }, query, totals, 'rows and totals'),
  ];
}

/** Today on the server's calendar, as the member's own `age` reads it (the session's may differ). */
const todaySql = (timeZone: string | undefined, params: Params): string =>
  timeZone === undefined ? 'current_date' : `(now() AT TIME ZONE ${params.add(timeZone, 'text')})::date`;

function compileOn(
  fact: FactSource,
  part: ReportPart,
  query: PartQuery,
  rollup: RollupSource | undefined,
  grouping: 'rows' | 'rows and totals',
): CompiledPart {
  const params = new Params();
  const rows = rollup && rollupRows(rollup, part, query, params);
  const source = rollup && rows ? rollupSource(rollup, rows.from) : rawSource(fact);
  const dimensions = part.dimensions ?? [];
  const components = componentsOf(fact, baseMeasures(fact, part.measures));
  const groups = dimensions.map((name) => source.dimension(name));
  const measures = components.map((component, i) => `${source.aggregate(component)} AS m${i}`);
  const where = whereClause(source, fact, part, query, params);
  const dimensionColumns = groups.map((sql, i) => `${sql} AS d${i}`).join(', ');
  const inner =
    groups.length === 0
      ? `SELECT 1 AS g, ${measures.join(', ')} FROM ${source.from} WHERE ${where}`
      : grouping === 'rows'
        ? `SELECT ${dimensionColumns}, 0 AS g, ${measures.join(', ')} FROM ${source.from} WHERE ${where}
        GROUP BY ${groups.join(', ')}`
        : `SELECT ${dimensionColumns}, GROUPING(${groups.join(', ')}) AS g,
        ${measures.join(', ')} FROM ${source.from} WHERE ${where}
        GROUP BY GROUPING SETS ((${groups.join(', ')}), ())`;
  const outer: string[] = [];
  const labels: string[] = [];
  dimensions.forEach((name, i) => {
    const dimension = declared(fact.dimensions, name, 'dimension');
    outer.push(dimension.format === 'date' ? `to_char(a.d${i}, 'YYYY-MM-DD') AS d${i}` : `a.d${i} AS d${i}`);
    if (!dimension.label) return;
    // Each value's label read once, not once a row: a year's timesheet is thousands of rows of a
    // few dozen servers.
    const label = dimension.label
      .replaceAll('{key}', 'v.k')
      .replaceAll('{name}', nameSql(query.english === true));
    outer.push(`n${i}.label AS l${i}`);
    labels.push(
      `LEFT JOIN (SELECT v.k, (${label}) AS label FROM (SELECT DISTINCT d${i} AS k FROM a) v) n${i} ON n${i}.k = a.d${i}`,
    );
  });
  const statement = `WITH a AS (${inner}) SELECT ${[...outer, 'a.g', ...components.map((_, i) => `a.m${i}`)].join(', ')}
    FROM a ${labels.join(' ')}`;
  const sql = statement.includes(TODAY)
    ? statement.replaceAll(TODAY, todaySql(query.timeZone, params))
    : statement;
  return { sql, params: params.values, via: rows?.via ?? 'raw', components };
}
