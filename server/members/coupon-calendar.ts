// When a membership coupon definition hands out its coupons: each distribution of its rule in the
// company's time zone, with the period key that lets a member have one coupon per period, the local
// day it falls on and its instant. Pure, so a job that wakes late or twice can ask for the window
// since its last run and neither miss nor repeat a distribution.
import { addDays, addMonths, minutesOf, weekdayOf, zonedDate, zonedInstant } from '../../protocol/zoned-time';

export type DistributionRule =
  | { every: 'once'; date: string; time: string } // that local day, at time
  | { every: 'daily'; time: string }
  | { every: 'weekly'; weekday: number; time: string } // 1 Monday … 7 Sunday (weekdayOf)
  | { every: 'monthly'; day: number; time: string } // 1…31; past a month's last day: its last day
  | { every: 'yearly'; date: string; time: string }; // date's month and day; 29 Feb → 28 Feb in common years
// time is 'HH:MM' (00:00 … 23:59), the company's wall clock.

export interface Distribution {
  /** One key per period: a member gets at most one coupon of a definition per key. */
  period: string; // once: 'once'; daily: 'D2026-11-29'; weekly: 'W' + the Monday of its week
  // ('W2026-11-23'); monthly: 'M2026-11'; yearly: 'Y2026'
  /** The local day it falls on. */
  date: string; // 'YYYY-MM-DD'
  /** The instant (ms since epoch): zonedInstant(date, minutesOf(time), timeZone). */
  at: number;
}

type RepeatingRule = Exclude<DistributionRule, { every: 'once' }>;

/** A repeating rule's periods, each named by its first day. */
interface Periods {
  /** The first day of the period holding `date`. */
  startOf(date: string): string;
  /** The first day of the period `count` periods after the one starting on `start`. */
  after(start: string, count: number): string;
  /** The period's key and the day it hands out on. */
  inPeriod(start: string): { period: string; date: string };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Year, month and day of a real calendar date, or undefined: Date.parse would roll 30 February into March. */
function dateParts(date: string): { year: number; month: number; day: number } | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDayOf(year, month)
    ? { year, month, day }
    : undefined;
}

/** `day` of the month, or the month's last day when it is shorter. */
const clampedDay = (year: number, month: number, day: number): string =>
  `${year}-${pad(month)}-${pad(Math.min(day, lastDayOf(year, month)))}`;

/** Guards code, not users (the schema validates input): a malformed rule would hand out on no day or a wrong one. */
function checked(rule: DistributionRule): DistributionRule {
  const fault = (what: string) => new Error(`Malformed ${rule.every} distribution rule: ${what}`);
  if (!TIME.test(rule.time)) throw fault(`time ${JSON.stringify(rule.time)} is not HH:MM within the day`);
  switch (rule.every) {
    case 'once':
    case 'yearly':
      if (!dateParts(rule.date)) throw fault(`date ${JSON.stringify(rule.date)} is not a calendar date`);
      break;
    case 'weekly':
      if (!Number.isInteger(rule.weekday) || rule.weekday < 1 || rule.weekday > 7)
        throw fault(`weekday ${rule.weekday} is not 1 to 7`);
      break;
    case 'monthly':
      if (!Number.isInteger(rule.day) || rule.day < 1 || rule.day > 31)
        throw fault(`day ${rule.day} is not 1 to 31`);
      break;
    case 'daily':
      break;
    default:
      throw fault('unknown repetition');
  }
  return rule;
}

function periodsOf(rule: RepeatingRule): Periods {
  switch (rule.every) {
    case 'daily':
      return {
        startOf: (date) => date,
        after: (start, count) => addDays(start, count),
        inPeriod: (start) => ({ period: `D${start}`, date: start }),
      };
    case 'weekly':
      return {
        startOf: (date) => addDays(date, 1 - weekdayOf(date)),
        after: (start, count) => addDays(start, 7 * count),
        inPeriod: (start) => ({ period: `W${start}`, date: addDays(start, rule.weekday - 1) }),
      };
    case 'monthly':
      return {
        startOf: (date) => `${date.slice(0, 7)}-01`,
        after: (start, count) => addMonths(start, count),
        inPeriod: (start) => ({
          period: `M${start.slice(0, 7)}`,
          date: clampedDay(Number(start.slice(0, 4)), Number(start.slice(5, 7)), rule.day),
        }),
      };
    case 'yearly': {
      const month = Number(rule.date.slice(5, 7));
      const day = Number(rule.date.slice(8, 10));
      return {
        startOf: (date) => `${date.slice(0, 4)}-01-01`,
        after: (start, count) => addMonths(start, 12 * count),
        inPeriod: (start) => ({
          period: `Y${start.slice(0, 4)}`,
          date: clampedDay(Number(start.slice(0, 4)), month, day),
        }),
      };
    }
  }
}

/**
 * The distributions of the periods from the one before the period holding `firstDate` to the one
 * holding `lastDate`, oldest first, whatever their instants: the caller picks those in its window.
 */
function candidates(
  rule: DistributionRule,
  timeZone: string,
  firstDate: string,
  lastDate: string,
): Distribution[] {
  const minute = minutesOf(rule.time);
  if (rule.every === 'once')
    return [{ period: 'once', date: rule.date, at: zonedInstant(rule.date, minute, timeZone) }];
  const periods = periodsOf(rule);
  const last = periods.startOf(lastDate);
  const found: Distribution[] = [];
  // ISO dates of four-digit years compare as strings in calendar order.
  for (
    let start = periods.after(periods.startOf(firstDate), -1);
    start <= last;
    start = periods.after(start, 1)
  ) {
    const { period, date } = periods.inPeriod(start);
    found.push({ period, date, at: zonedInstant(date, minute, timeZone) });
  }
  return found;
}

/** Every distribution with from < at <= to, oldest first (half-open, so consecutive windows never repeat or miss one). */
export function distributionsBetween(
  rule: DistributionRule,
  timeZone: string,
  from: number,
  to: number,
): Distribution[] {
  // A skipped time moves `at` forward, even past midnight, so a distribution's instant may fall on a
  // later local day than its date: one period before from's and a day after to's are a margin, and
  // the filter keeps only what falls inside the window.
  const found = candidates(
    checked(rule),
    timeZone,
    zonedDate(from, timeZone),
    addDays(zonedDate(to, timeZone), 1),
  );
  return found.filter(({ at }) => from < at && at <= to);
}
