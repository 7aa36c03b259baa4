// How a report's value reads on the screen and in its chart (engine/protocol/report.ts): a value
// the answer labels (a shop, a dish) by its label, a code (an order type, a weekday) by its label
// key, money from integer cents as a price (core spec §9), a fraction as a percentage, an hour as
// its hour of the day, minutes as hours and minutes, counts and numbers grouped by thousands.
import { formatPrice } from '../../client/format/price-format';
import type { ReportColumn, ReportRow } from '../../protocol/report';

/** Translates a key, with values to put in its text. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A bare value in a column's format (a total, a chart's axis). */
export function formatValue(
  value: string | number | null | undefined,
  column: ReportColumn,
  t: Translate,
): string {
  if (value === null || value === undefined) return '';
  if (column.labelKeys) return t(`${column.labelKeys}.${value}`);
  if (typeof value !== 'number') return value;
  switch (column.format) {
    case 'money':
      return formatPrice(value / 100);
    case 'percent':
      return PERCENT.format(value);
    case 'hour':
      return `${String(value).padStart(2, '0')}:00`;
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

/** A row's value in a column: by the label the answer carries for it, else as formatValue. */
export function cellText(column: ReportColumn, row: ReportRow, t: Translate): string {
  const label = row[`${column.key}Label`];
  return typeof label === 'string' ? label : formatValue(row[column.key], column, t);
}

/** The change from `before` to `now` as a fraction, or null when there was nothing before. */
export function changeOf(now: unknown, before: unknown): number | null {
  if (typeof now !== 'number' || typeof before !== 'number' || before === 0) return null;
  return (now - before) / Math.abs(before);
}
