// The demo servers' shifts of one shop's day and their clock events: on a long day two or more
// servers split it, an early shift from before opening to the afternoon and a late one from the
// afternoon to after closing (past midnight when the shop closes then), with half an hour of
// handover; alone, a server works the whole day. Clock times wander a few minutes, and now and then
// a server forgets to clock out, as at a real till.
import type { PosClockEvent } from '../../protocol/pos-order';
import type { OpeningPeriod } from './order-catalogue';
import type { SeededRandom } from './seeded-random';

/** One server's planned stretch of the day, in minutes after the day's midnight. */
export interface PlannedShift {
  serverId: number;
  start: number;
  end: number;
}

/** Minutes a server comes in before opening and stays after closing. */
const MARGIN = 15;
/** A day shorter than this is one shift. */
const SPLIT_FROM = 9 * 60;
/** How often a server forgets to clock out. */
const FORGOTTEN_OUT = 0.03;
/** How far a clock time wanders from the plan, in minutes either way. */
const WANDER = 7;

/** Who works when on a day of these opening periods; `turn` rotates who takes the early shift. */
export function planShifts(
  periods: readonly OpeningPeriod[],
  serverIds: readonly number[],
  turn: number,
): PlannedShift[] {
  if (periods.length === 0 || serverIds.length === 0) return [];
  const opens = Math.min(...periods.map((period) => period.start)) - MARGIN;
  const closes = Math.max(...periods.map((period) => period.end)) + MARGIN;
  if (serverIds.length === 1 || closes - opens < SPLIT_FROM)
    return serverIds.map((serverId) => ({ serverId, start: opens, end: closes }));
  // Split on the half hour nearest the middle, each side staying a quarter of an hour for handover.
  const middle = Math.round((opens + closes) / 60) * 30;
  return serverIds.map((serverId, index) =>
    (index + turn) % 2 === 0
      ? { serverId, start: opens, end: middle + MARGIN }
      : { serverId, start: middle - MARGIN, end: closes },
  );
}

/** The servers planned at `minute`. */
export const onShiftAt = (shifts: readonly PlannedShift[], minute: number): number[] =>
  shifts.filter((shift) => shift.start <= minute && minute < shift.end).map((shift) => shift.serverId);

export interface ClockContext {
  /** The device's event ids begin with it. */
  idPrefix: string;
  random: SeededRandom;
  /** The instant (ms) of a minute after the day's midnight, and its ISO text. */
  instant: (minute: number) => number;
  iso: (instant: number) => string;
  /** Nothing after it has happened. */
  now?: number;
}

/** The clock events of the planned shifts: an in and, unless forgotten, an out for each. */
export function clockEventsOf(shifts: readonly PlannedShift[], context: ClockContext): PosClockEvent[] {
  const { random, now } = context;
  const at = (minute: number) =>
    context.instant(minute + random.int(-WANDER, WANDER)) + random.int(0, 59) * 1000;
  return shifts.flatMap(({ serverId, start, end }) => {
    const moments: { kind: PosClockEvent['kind']; instant: number }[] = [{ kind: 'in', instant: at(start) }];
    if (!random.chance(FORGOTTEN_OUT)) moments.push({ kind: 'out', instant: at(end) });
    return moments
      .filter(({ instant }) => now === undefined || instant <= now)
      .map(({ kind, instant }) => ({
        eventId: `${context.idPrefix}:${serverId}:${kind}`,
        serverId,
        kind,
        at: context.iso(instant),
      }));
  });
}
