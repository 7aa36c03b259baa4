// Report date ranges: calendar days in the restaurants' own time zone, as the facts' business dates
// are, so a range is plain dates and needs no zone arithmetic. A comparison window is another range
// worked out from the asked one (docs/schemas.md "Reports", business §9 home chart windows).
import type { CompareWindow } from '../../protocol/report';

const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a sale may fall in, and so a report ask about: wide for any restaurant, narrow enough
 * that a range, its comparison window and its month bounds stay plain four-digit dates.
 */
export const CALENDAR_YEARS = { first: 2000, last: 2099 } as const;
export const FIRST_DAY = `${CALENDAR_YEARS.first}-01-01`;
export const LAST_DAY = `${CALENDAR_YEARS.last}-12-31`;

/** A date the caller already checked (reportAsk), as its day number. */
function checkedDay(text: string): number {
  const day = dayNumber(text);
  if (day === undefined) throw new Error(`"${text}" is not a real date`);
  return day;
}

/** The day number (days since 1970-01-01) of a YYYY-MM-DD that is a real date, else undefined. */
export function dayNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March: a real date reads back as itself.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return time / DAY_MS;
}

export const dateText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The range a comparison reads beside `range`:
 * - lastWeek: the same days 7 days earlier (the same weekdays);
 * - fourWeeksAgo: the same days 28 days earlier (the same weekdays);
 * - sixMonthsAgo: the same days 182 days (26 weeks) earlier, so weekdays still line up;
 * - last30Days: the 30 days just before the range starts, whatever its length.
 */
export function compareRange(range: DateRange, window: CompareWindow): DateRange {
  const from = checkedDay(range.from);
  const to = checkedDay(range.to);
  if (window === 'last30Days') return { from: dateText(from - 30), to: dateText(from - 1) };
  const back = { lastWeek: 7, fourWeeksAgo: 28, sixMonthsAgo: 182 }[window];
  return { from: dateText(from - back), to: dateText(to - back) };
}

/**
 * The whole calendar months inside `range`: the first day of the first and of the last, the day
 * before the first and the day after the last; undefined when the range holds no whole month.
 */
export function wholeMonths(
  range: DateRange,
): { first: string; last: string; before: string; after: string } | undefined {
  const monthStart = (day: number, months: number) => {
    const date = new Date(day * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY_MS;
  };
  // The first month that starts on or after `from`, and the month after the last that ends by `to`.
  const first = monthStart(checkedDay(range.from) - 1, 1);
  const after = monthStart(checkedDay(range.to) + 1, 0);
  if (after <= first) return undefined;
  return {
    first: dateText(first),
    last: dateText(monthStart(after, -1)),
    before: dateText(first - 1),
    after: dateText(after),
  };
}
