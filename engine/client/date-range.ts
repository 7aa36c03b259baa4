// A range of calendar days `["YYYY-MM-DD", "YYYY-MM-DD"]`, as the list's dateRange filter holds it;
// the server searches from the first day's 00:00:00 to the last day's 23:59:59 (core spec §5).
import { formatDate } from './format/date-format';

export type DateRangeValue = [string | null, string | null];

const dayOf = (today: Date, offset: number) =>
  formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset), 'YYYY-MM-DD');

/**
 * Core spec §5 default auto-filled range, by day count: -1 is the day before yesterday to
 * yesterday, 1 is today to tomorrow, any other count yesterday to today.
 */
export function defaultDateRange(days: number, today: Date = new Date()): [string, string] {
  if (days === -1) return [dayOf(today, -2), dayOf(today, -1)];
  if (days === 1) return [dayOf(today, 0), dayOf(today, 1)];
  return [dayOf(today, -1), dayOf(today, 0)];
}
