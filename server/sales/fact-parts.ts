// The pieces the application's facts share (report-facts.ts and its neighbours): the calendar
// dimensions of a business date, a shop and a server by their names in the reader's language, a
// dimension of coded values, and a count of the rows where something holds.
import type { ValueFormat } from '../../engine/protocol';
import { recordLabel } from '../../engine/server';
import type { DimensionSource } from '../../engine/server';

const SHOP_NAME = recordLabel({ name: 'shop' });
// A server is a waiter account, a slice of the accounts' table.
const PERSON_NAME = recordLabel({ name: 'waiter', table: 'user' });

/** The calendar dimensions of a business date, as SQL over `date`. */
export function calendarSql(date: string): Record<'day' | 'week' | 'month' | 'weekday', string> {
  return {
    day: date,
    // Weeks start on Monday (ISO), months on the 1st; both shown as their first day.
    week: `date_trunc('week', ${date})::date`,
    month: `date_trunc('month', ${date})::date`,
    weekday: `extract(isodow from ${date})::int`,
  };
}

export function calendarDimensions(date: string): Record<string, DimensionSource> {
  const sql = calendarSql(date);
  return {
    day: { sql: sql.day, title: 'reports:dimensions.day', format: 'date' },
    week: { sql: sql.week, title: 'reports:dimensions.week', format: 'date' },
    month: { sql: sql.month, title: 'reports:dimensions.month', format: 'date' },
    weekday: codedDimension('weekday', sql.weekday, 'reports:weekdays', numbered(1, 7)),
  };
}

export const shopDimension = (column: string): DimensionSource => ({
  sql: column,
  title: 'reports:dimensions.shop',
  format: 'id',
  label: SHOP_NAME,
});

export const serverDimension = (column: string): DimensionSource => ({
  sql: column,
  title: 'reports:dimensions.server',
  format: 'id',
  label: PERSON_NAME,
});

/**
 * A dimension of coded values, titled `reports:dimensions.{name}` and shown by `{labelKeys}.{value}`,
 * `codes` being every value it can take.
 */
export const codedDimension = (
  name: string,
  sql: string,
  labelKeys: string,
  codes: readonly (string | number)[],
  format: ValueFormat = typeof codes[0] === 'number' ? 'number' : 'text',
): DimensionSource => ({ sql, title: `reports:dimensions.${name}`, format, labelKeys, codes });

/** The whole numbers from `first` to `last`. */
export const numbered = (first: number, last: number): number[] =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** A count of the rows where `condition` holds, as a sum so that a roll-up or a breakdown adds it up. */
export const countWhere = (condition: string): string => `CASE WHEN ${condition} THEN 1 ELSE 0 END`;
