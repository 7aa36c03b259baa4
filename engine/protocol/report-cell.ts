// What one value of a report answer is to its reader (engine/protocol/report.ts), decided once for
// the screen, which shows it as text (engine/screens/report/report-values.ts), and the spreadsheet
// export, which writes it as a cell (engine/server/reports/report-workbook.ts): a value the answer
// labels (a shop, a dish) by its label, a code (an order type, a weekday) by its label key's text,
// an hour as its hour of the day ("13:00"), a date as a day, and a figure as a number in its format.
import type { ReportColumn, ReportRow } from './report';

/**
 * How a figure reads: money in integer cents, a count, a plain number, a fraction as a percentage,
 * a duration in whole minutes.
 */
export type FigureFormat = 'money' | 'count' | 'number' | 'percent' | 'minutes';

export type ReportCell =
  | { kind: 'blank' }
  | { kind: 'text'; text: string }
  /** A calendar day, YYYY-MM-DD. */
  | { kind: 'day'; day: string }
  | { kind: 'figure'; value: number; format: FigureFormat };

const FIGURE_FORMATS: ReadonlySet<string> = new Set<FigureFormat>(['money', 'count', 'percent', 'minutes']);

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A bare value in a column's format (a total, a chart's axis). */
export function valueCell(
  value: string | number | null | undefined,
  column: ReportColumn,
  translate: (key: string) => string,
): ReportCell {
  if (value === null || value === undefined) return { kind: 'blank' };
  if (column.noneKey && (value === 0 || value === ''))
    return { kind: 'text', text: translate(column.noneKey) };
  if (column.labelKeys) return { kind: 'text', text: translate(`${column.labelKeys}.${value}`) };
  if (typeof value !== 'number')
    return column.format === 'date' ? { kind: 'day', day: value } : { kind: 'text', text: value };
  if (column.format === 'hour') return { kind: 'text', text: hourText(value) };
  // An id without its label (a record gone since) reads as a plain number, as any other value.
  const format = FIGURE_FORMATS.has(column.format) ? (column.format as FigureFormat) : 'number';
  return { kind: 'figure', value, format };
}

/** A row's value in a column: by the label the answer carries for it, else as valueCell. */
export function rowCell(
  column: ReportColumn,
  row: ReportRow,
  translate: (key: string) => string,
): ReportCell {
  const label = row[`${column.key}Label`];
  return typeof label === 'string'
    ? { kind: 'text', text: label }
    : valueCell(row[column.key], column, translate);
}
