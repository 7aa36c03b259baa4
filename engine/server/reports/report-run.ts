// Runs a checked report for one call: each part's statement over the asked range (and over the
// comparison window's, when asked), then the freshness of what was read.
import type { Queryable } from '../db/database';
import { compareRange, type DateRange } from './report-dates';
import type { ReportAsk } from './report-request';
import { partFigures } from './report-rows';
import { compileStatements, type PartQuery } from './report-sql';
import type { PartAnswer, ReportAnswer, ReportColumn, ReportFigures } from '../../protocol/report';
import type { ArrivalSource, FactSource, FactSources, ReportDeclaration, ReportPart } from './report-types';
import { declared } from './declared';

function columnsOf(fact: FactSource, part: ReportPart): ReportColumn[] {
  const dimensions = (part.dimensions ?? []).map((key): ReportColumn => {
    const { title, format, labelKeys, noneKey } = declared(fact.dimensions, key, 'dimension');
    return {
      key,
      title,
      role: 'dimension',
      format,
      ...(labelKeys ? { labelKeys } : {}),
      ...(noneKey ? { noneKey } : {}),
    };
  });
  const measures = part.measures.map((key): ReportColumn => {
    const { title, format } = declared(fact.measures, key, 'measure');
    return { key, title, role: 'measure', format };
  });
  return [...dimensions, ...measures];
}

async function figures(
  db: Queryable,
  fact: FactSource,
  part: ReportPart,
  query: PartQuery,
): Promise<ReportFigures> {
  const statements = compileStatements(fact, part, query);
  const answers = await Promise.all(
    statements.map((each) => db.query<Record<string, unknown>>(each.sql, each.params)),
  );
  // Every statement of a part has the same measure columns.
  const components = statements[0]?.components ?? [];
  return partFigures(
    fact,
    part,
    components,
    answers.flatMap((answer) => answer.rows),
  );
}

/** The SQL of the latest arrival in a source, for the caller's companies and shops. */
function arrivalSql(source: ArrivalSource, query: PartQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const shops = query.shops === 'all' ? '' : `${source.shop} = ANY($${params.push(query.shops)}::int[])`;
  const { from, company, at } = source;
  // Every company's (the platform's): their ids walked one at a time through the same index, a
  // loose index scan, rather than a scan of the whole table.
  const companies =
    query.companies === 'all'
      ? `(WITH RECURSIVE walk(id) AS ((SELECT ${company} FROM ${from} ORDER BY 1 LIMIT 1)
          UNION ALL SELECT (SELECT ${company} FROM ${from} WHERE ${company} > walk.id ORDER BY 1 LIMIT 1)
          FROM walk WHERE walk.id IS NOT NULL) SELECT id FROM walk WHERE id IS NOT NULL)`
      : `unnest($${params.push(query.companies)}::int[])`;
  // One probe per company into its (company, at) index, newest first.
  return {
    sql: `SELECT max(x.at) AS at FROM ${companies} AS c(id) CROSS JOIN LATERAL
      (SELECT ${at} AS at FROM ${from} WHERE ${company} = c.id${shops && ` AND ${shops}`}
        ORDER BY ${at} DESC LIMIT 1) x`,
    params,
  };
}

/** The latest arrival in the caller's scope, over each distinct arrivals table the facts read. */
async function freshness(db: Queryable, facts: FactSource[], query: PartQuery): Promise<string | null> {
  const sources = new Map(facts.map((fact) => [JSON.stringify(fact.arrivals), fact.arrivals]));
  const latest = await Promise.all(
    [...sources.values()].map(async (source) => {
      const { sql, params } = arrivalSql(source, query);
      const { rows } = await db.query<{ at: Date | string | null }>(sql, params);
      const at = rows[0]?.at;
      return at === null || at === undefined ? 0 : new Date(at).getTime();
    }),
  );
  const time = Math.max(0, ...latest);
  return time > 0 ? new Date(time).toISOString() : null;
}

export interface RunOptions {
  /** Reads the raw facts even where a roll-up answers (the tests compare the two paths). */
  raw?: boolean;
  /** The server's time zone: its calendar day is the facts' `{today}` (report-sql.ts). */
  timeZone?: string;
}

export async function runReport(
  db: Queryable,
  facts: FactSources,
  report: ReportDeclaration,
  ask: ReportAsk,
  options: RunOptions = {},
): Promise<ReportAnswer> {
  const queryOf = (range: DateRange): PartQuery => ({
    companies: ask.companies,
    shops: ask.shops,
    ...range,
    ...(ask.sceneId !== undefined ? { sceneId: ask.sceneId } : {}),
    english: ask.english,
    ...(options.raw ? { raw: true } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  const partAnswer = async (part: ReportPart): Promise<PartAnswer> => {
    const fact = declared(facts, part.fact, 'fact');
    const window = ask.compare;
    const range = window && compareRange(ask, window);
    const [current, compared] = await Promise.all([
      figures(db, fact, part, queryOf(ask)),
      range && figures(db, fact, part, queryOf(range)),
    ]);
    return {
      name: part.name,
      title: part.title,
      chart: part.chart,
      columns: columnsOf(fact, part),
      ...current,
      ...(window && range && compared ? { compare: { window, ...range, ...compared } } : {}),
    };
  };
  const used = [...new Set(report.parts.map((part) => declared(facts, part.fact, 'fact')))];
  // The statements are independent: a server database runs them side by side on its pool.
  const [parts, fresh] = await Promise.all([
    Promise.all(report.parts.map(partAnswer)),
    freshness(db, used, queryOf(ask)),
  ]);
  return {
    name: report.name,
    title: report.title,
    filters: report.filters ?? [],
    from: ask.from,
    to: ask.to,
    parts,
    freshness: fresh,
  };
}
