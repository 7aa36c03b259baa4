// A report part's rows as a chart's categories and series: its first dimension along the axis (or
// the slices of a pie) and its first measure as the values, with the comparison window's values as
// a second series. A window of other dates lines up by the window's shift (last week's Monday
// against this Monday, however many days either window lacks, a closed day or a new branch's); any
// other dimension (a weekday, an hour, a dish) by its value. A part broken down by a second
// dimension (each day by order type) draws one series per value of it instead.
import type { PartAnswer, ReportColumn, ReportRow } from '../../protocol/report';
import { cellText, type Translate } from './report-values';

export interface ChartSeries {
  name: string;
  data: (number | null)[];
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
  /** The measure the values are, for their format. */
  measure: ReportColumn;
}

export interface SeriesNames {
  current: string;
  compared: string;
}

const firstOf = (part: PartAnswer, role: ReportColumn['role']) =>
  part.columns.find((column) => column.role === role);

const numberOf = (row: ReportRow | undefined, key: string): number | null => {
  const value = row?.[key];
  return typeof value === 'number' ? value : null;
};

const DAY_MS = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The window's date `days` before `date` (YYYY-MM-DD). */
const daysBefore = (date: string, days: number) =>
  new Date(dayTime(date) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Null when the part has nothing to draw (no dimension or no measure). `from` is the first day the
 * answer asked, which the comparison window's own first day is shifted from.
 */
export function chartData(
  part: PartAnswer,
  names: SeriesNames,
  t: Translate,
  from: string,
): ChartData | null {
  const dimension = firstOf(part, 'dimension');
  const measure = firstOf(part, 'measure');
  if (!dimension || !measure) return null;
  const second = part.columns.filter((column) => column.role === 'dimension')[1];
  if (second) return brokenDown(part, dimension, second, measure, t);
  const categories = part.rows.map((row) => cellText(dimension, row, t));
  const series: ChartSeries[] = [
    { name: names.current, data: part.rows.map((row) => numberOf(row, measure.key)) },
  ];
  const compare = part.compare;
  if (compare) {
    const byValue = new Map(compare.rows.map((row) => [String(row[dimension.key] ?? ''), row]));
    const shift = (dayTime(from) - dayTime(compare.from)) / DAY_MS;
    const counterpart = (value: string) => (dimension.format === 'date' ? daysBefore(value, shift) : value);
    const aligned = part.rows.map((row) =>
      numberOf(byValue.get(counterpart(String(row[dimension.key] ?? ''))), measure.key),
    );
    series.push({ name: names.compared, data: aligned });
  }
  return { categories, series, measure };
}

/** One series per value of the second dimension, over the first's values in their order. */
function brokenDown(
  part: PartAnswer,
  first: ReportColumn,
  second: ReportColumn,
  measure: ReportColumn,
  t: Translate,
): ChartData {
  const categories = [...new Set(part.rows.map((row) => cellText(first, row, t)))];
  const names = [...new Set(part.rows.map((row) => cellText(second, row, t)))];
  const series = names.map((name) => {
    const values = new Map(
      part.rows
        .filter((row) => cellText(second, row, t) === name)
        .map((row) => [cellText(first, row, t), numberOf(row, measure.key)]),
    );
    return { name, data: categories.map((category) => values.get(category) ?? null) };
  });
  return { categories, series, measure };
}
