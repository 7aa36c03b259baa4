// The shape of a report call and its answer (PUT /pro-api/report/{name}, docs/api.md "Reports";
// docs/schemas.md "Reports" for the declarations behind it), shared by the server and the browser.

export type ChartKind = 'line' | 'bar' | 'pie' | 'table' | 'figures';
/**
 * How a column's values read: money in integer cents, counts, plain numbers (an average, four
 * places at most), a fraction shown as a percentage, dates as YYYY-MM-DD, an hour 0-23, text, a
 * record's id (shown by its label), or a duration in whole minutes (hours worked).
 */
export type ValueFormat =
  'money' | 'count' | 'number' | 'percent' | 'date' | 'text' | 'hour' | 'id' | 'minutes';
export type CompareWindow = 'lastWeek' | 'fourWeeksAgo' | 'sixMonthsAgo' | 'last30Days';
/** The filters a request may set, when the report offers them. */
export type RequestFilter = 'shops' | 'scene';

/** Business §9 "home chart windows": what every report, home's and the business ones, compares with. */
export const COMPARE_WINDOWS: readonly CompareWindow[] = [
  'lastWeek',
  'fourWeeksAgo',
  'sixMonthsAgo',
  'last30Days',
];

/** The body of a report call: calendar days in the restaurants' zone, inclusive. */
export interface ReportBody {
  from: string;
  to: string;
  shopIds?: number[];
  sceneId?: number;
  compare?: CompareWindow;
}

export interface ReportColumn {
  key: string;
  title: string;
  role: 'dimension' | 'measure';
  format: ValueFormat;
  /** A dimension whose values are codes: the label key prefix to show them with. */
  labelKeys?: string;
  /** The label key of the value that names nothing (0 or empty): "No category", "No reason". */
  noneKey?: string;
}

/** A row: each column's value by key; a dimension's label under `<key>Label` when it has one. */
export type ReportRow = Record<string, string | number | null>;

export interface ReportFigures {
  rows: ReportRow[];
  /** The measures over every row of the range (not only the rows shown). */
  totals: ReportRow;
  /** What the rows beyond `limit` add up to; absent when none were cut. */
  rest?: ReportRow;
}

export interface PartAnswer extends ReportFigures {
  name: string;
  title: string;
  chart: ChartKind;
  columns: ReportColumn[];
  compare?: ReportFigures & { window: CompareWindow; from: string; to: string };
}

export interface ReportAnswer {
  name: string;
  /** The report's label key. */
  title: string;
  /** What the report lets a call narrow by, so a screen offers just those. */
  filters: RequestFilter[];
  from: string;
  to: string;
  parts: PartAnswer[];
  /** The latest arrival among the caller's orders in scope, ISO; null when none. */
  freshness: string | null;
}

/** The name a report's spreadsheet is saved under (PUT /pro-api/report/{name}/export). */
export const reportFile = (name: string, from: string, to: string): string => `${name}-${from}-${to}.xlsx`;
