// When a marketing task's send rule runs (issue 25 item 2), in the company's IANA time zone. The
// calendar is the membership coupons' (server/members/coupon-calendar.ts), so a company's coupons and
// its messages keep one set of rules:
// - monthly on the 29th to 31st runs on a shorter month's last day; yearly (the month and day of its
//   date, whatever the year) on 29 February runs on 28 February in a common year;
// - a wall time the clocks skip runs at the moment they jump past it, the first instant after the
//   gap (02:30 when 02:00 jumps to 03:00 runs at 03:00), not shifted by the gap's length (03:30),
//   which would part a 02:30 message from a 02:30 coupon;
// - a wall time shown twice (01:30 when 02:00 falls back to 01:00) runs once, at its first showing.
// A run's key is the local day it runs on, or 'now' for a `now` rule's one run at the task's start:
// the same run has the same key whatever the server's zone, so a send record keyed by it is written
// once. A run missed long ago (a restore) is not sent late: the dispatcher records it as missed and
// asks for the next one from now (task-runs.ts). rrule-temporal (under pg-boss) would skip the
// months without a 31st, as RFC 5545 does, and needs a Temporal polyfill on Node 20.
import { distributionsBetween, type DistributionRule } from '../members/coupon-calendar';

/** A task's send rule: now, or the coupon calendar's once, daily, weekly, monthly and yearly. */
export type SendRule = { every: 'now' } | DistributionRule;

export interface Occurrence {
  /** The run's local day 'YYYY-MM-DD', or 'now'. */
  key: string;
  at: Date;
}

const DAY = 86_400_000;

/** The runs strictly after `from`, at or before `to`, and not before `start` (all ms). */
function runsIn(rule: SendRule, zone: string, from: number, to: number, start: number): Occurrence[] {
  if (rule.every === 'now') return from < start && start <= to ? [{ key: 'now', at: new Date(start) }] : [];
  return distributionsBetween(rule, zone, Math.max(from, start - 1), to).map(({ date, at }) => ({
    key: date,
    at: new Date(at),
  }));
}

/**
 * Widening spans to look through from a moment for a rule's nearest run, so a daily rule reads days,
 * not a year of them: a week and a day hold a daily or weekly run, a year and a few days any other.
 * A rule with one run has one span, `whole`, which reaches it.
 */
const spans = (rule: SendRule, whole: number): number[] =>
  rule.every === 'now' || rule.every === 'once' ? [Math.max(0, whole)] : [8 * DAY, 368 * DAY];

/** Every run strictly after `from`, at or before `to`, and not before `start` (the task's creation), earliest first. */
export const occurrencesBetween = (
  rule: SendRule,
  zone: string,
  from: Date,
  to: Date,
  start: Date,
): Occurrence[] => runsIn(rule, zone, from.getTime(), to.getTime(), start.getTime());

/**
 * The rule's first run strictly after `after` and not before `start`, the task's creation (when a
 * `now` rule's one run is); null when it has none left. A task that has run nothing yet asks with
 * `after` before its start (the epoch will do).
 */
export function nextOccurrence(rule: SendRule, zone: string, after: Date, start: Date): Occurrence | null {
  const floor = Math.max(after.getTime(), start.getTime() - 1);
  // A one-time run falls within two days of its date's UTC midnight, whatever the zone.
  const single = rule.every === 'once' ? Date.parse(`${rule.date}T00:00:00Z`) + 2 * DAY : start.getTime();
  for (const span of spans(rule, single - floor)) {
    const [first] = runsIn(rule, zone, floor, floor + span, start.getTime());
    if (first) return first;
  }
  return null;
}
