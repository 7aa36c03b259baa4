// How a report's value reads on the screen and in its chart: what it is to the reader is decided in
// engine/protocol/report-cell.ts, shared with the spreadsheet export; here it becomes text, money
// from integer cents as a price (core spec §9), a fraction as a percentage, minutes as hours and
// minutes, counts and numbers grouped by thousands.
import { formatPrice } from '../../client/format/price-format';
import type { ReportColumn, ReportRow } from '../../protocol/report';
import { rowCell, valueCell, type FigureFormat, type ReportCell } from '../../protocol/report-cell';

/** Translates a key, with values to put in its text. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

function figureShown(value: number, format: FigureFormat, t: Translate): string {
  switch (format) {
    case 'money':
      return formatPrice(value / 100);
    case 'percent':
      return PERCENT.format(value);
    case 'minutes': {
      const minutes = Math.round(value);
      return t('engine:report.duration', {
        hours: NUMBER.format(Math.trunc(minutes / 60)),
        minutes: Math.abs(minutes % 60),
      });
    }
    default:
      return NUMBER.format(value);
  }
}

function cellShown(cell: ReportCell, t: Translate): string {
  switch (cell.kind) {
    case 'blank':
      return '';
    case 'text':
      return cell.text;
    case 'day':
      return cell.day;
    case 'figure':
      return figureShown(cell.value, cell.format, t);
  }
}

/** A bare value in a column's format (a total, a chart's axis). */
export function formatValue(
  value: string | number | null | undefined,
  column: ReportColumn,
  t: Translate,
): string {
  return cellShown(valueCell(value, column, t), t);
}

/** A row's value in a column: by the label the answer carries for it, else as formatValue. */
export function cellText(column: ReportColumn, row: ReportRow, t: Translate): string {
  return cellShown(rowCell(column, row, t), t);
}

/** The change from `before` to `now` as a fraction, or null when there was nothing before. */
export function changeOf(now: unknown, before: unknown): number | null {
  if (typeof now !== 'number' || typeof before !== 'number' || before === 0) return null;
  return (now - before) / Math.abs(before);
}
