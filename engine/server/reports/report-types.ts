// Report declarations (docs/schemas.md "Reports"): what a report file under schemas/analytics/ says,
// and the fact sources the application registers for them. The engine knows no restaurant: a fact
// is a table (or a join) with its tenant columns, its date, its dimensions, measures, filters and
// the roll-ups that answer some queries faster; a report names them, never SQL.
import type { ChartKind, RequestFilter, ValueFormat } from '../../protocol/report';
import { tableName } from '../resources/naming';
import type { ResourceSchema } from '../../schema/resource';

/** One block of a report page: a chart, a table or a row of figures over one fact. */
export interface ReportPart {
  name: string;
  /** Label key of its heading. */
  title: string;
  fact: string;
  /** Measure names of the fact, in the columns' order. */
  measures: string[];
  /** Dimension names of the fact (none: one row of totals, as figures show). At most two. */
  dimensions?: string[];
  chart: ChartKind;
  /** Row order: a measure or a dimension, and its direction; the dimensions ascending by default. */
  sort?: { by: string; direction: 'asc' | 'desc' };
  /** The first N rows after sorting; the rest are summed into `rest` so the rows still add up. */
  limit?: number;
  /** Fixed values of the fact's filters (status: ["deleted"]), replacing their defaults. */
  where?: Record<string, string[]>;
}

/** A report file: schemas/analytics/<name>.json. */
export interface ReportDeclaration {
  name: string;
  title: string;
  /** The navigation route that opens it: its privilege is the report's. */
  route: string;
  /** What the request may narrow by. Every report compares with every window (COMPARE_WINDOWS). */
  filters?: RequestFilter[];
  parts: ReportPart[];
}

// The application's side: fact sources, registered by name (server/sales/report-facts.ts).

/** A dimension: the SQL grouping expression over the fact's rows, and how its value is shown. */
export interface DimensionSource {
  sql: string;
  /** Label key of its column. */
  title: string;
  format: ValueFormat;
  /**
   * How a value's label is found, when the value is an id: SQL reading it, `{key}` standing for the
   * value and `{name}` for a record's name in the reader's language (its `name_en` for English, when
   * it has one). Without it the value is its own label.
   */
  label?: string;
  /** The label key of the value that names nothing (0 or empty): a line without a category. */
  noneKey?: string;
  /** A label key prefix for coded values (`sales:orderTypes` makes `sales:orderTypes.dineIn`). */
  labelKeys?: string;
  /**
   * Every value a coded dimension can take, so the checker holds each one's label in every
   * language (a payment method added to the point of sale's list without its label is caught).
   */
  codes?: readonly (string | number)[];
}

export type MeasureSource = (
  | { sum: string }
  | { count: string }
  | { distinct: string }
  | { avg: string }
  /** The first measure divided by the second (average check = net sales / orders). */
  | { ratio: [string, string] }
) & { title: string; format: ValueFormat };

/** A filter on a fact column: the values a report may fix, and the ones read when it fixes none. */
export interface FilterSource {
  sql: string;
  values: string[];
  default?: string[];
}

/**
 * A roll-up table that answers a fact's queries on its dimensions and measures. Each measure is its
 * SQL aggregate over the roll-up's rows (an average: its sum and count), and each filter it can
 * apply is its column; a filter it cannot apply must be at its `holds` values (a roll-up of closed
 * orders answers only for status closed).
 */
export interface RollupSource {
  from: string;
  company: string;
  shop: string;
  date: string;
  dimensions: Record<string, string>;
  measures: Record<string, string | { sum: string; count: string }>;
  filters?: Record<string, string>;
  holds?: Record<string, string[]>;
  /**
   * Dimensions a part must group by for the roll-up to answer it, when a measure counts distinct
   * things within one row only (orders with an operation of each reason): summed over rows that
   * differ in the grain, a thing in two of them would count twice. Its shop and business date are
   * no grain when no thing spans two of them (an order is one shop's, on one day).
   */
  grain?: string[];
  /**
   * The same roll-up a month to a row, with the daily table's columns and its date the month's
   * first day: a range's whole months are read there and only its other days from the daily one,
   * when the part's dimensions are all among `dimensions` (a month has no day, week or weekday).
   */
  months?: { from: string; dimensions: string[] };
}

/**
 * A table whose rows carry their arrival time, scoped as a fact is: facts read from one table (an
 * order's lines, its payments) share it, so the freshness is read once, without their joins. The
 * latest arrival of each company is read as the first entry of an index on (company, at).
 */
export interface ArrivalSource {
  from: string;
  company: string;
  shop: string;
  /** The arrival time's column, never null. */
  at: string;
}

export interface FactSource {
  /** The FROM clause: a table, or a join the application trusts. */
  from: string;
  company: string;
  shop: string;
  /** The business date: a date in the shop's own zone, so a range needs no zone arithmetic. */
  date: string;
  /** Where its rows' arrival times are read (the answer's freshness). */
  arrivals: ArrivalSource;
  dimensions: Record<string, DimensionSource>;
  measures: Record<string, MeasureSource>;
  filters: Record<string, FilterSource>;
  /** The request's scene filter, when the fact has one. */
  scene?: string;
  rollups?: RollupSource[];
}

export type FactSources = Readonly<Record<string, FactSource>>;

/**
 * A dimension's label read from the records of a declared resource, by its name (and the table it
 * shares, for a slice of another's such as the waiter accounts): the record's name in the reader's
 * language, deleted since or not, so a past figure keeps its name.
 */
export function recordLabel(resource: Pick<ResourceSchema, 'name' | 'table'>): string {
  return `(SELECT {name} FROM ${tableName(resource)} WHERE id = {key})`;
}
