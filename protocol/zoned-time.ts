// Wall-clock times in a shop's own time zone, turned into instants and ISO 8601 stamps with their
// offset, as a point of sale writes them. Dates are `YYYY-MM-DD` calendar days of that zone, times of
// day `HH:MM` or minutes after midnight. Shared by the server (demo data, the booking check) and the
// pages (the booking page's free slots).
import { wallClock } from './wall-clock';

export const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;
const DAY = DAY_MINUTES * MINUTE;
const SLOT = 15 * MINUTE;

/** Offsets by zone and quarter-hour: every zone changes its offset on a quarter hour. */
const offsets = new Map<string, number>();
/** Offsets by zone and UTC day, for the days with one offset throughout (null on a day the clocks change). */
const dayOffsets = new Map<string, number | null>();

function quarterOffset(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / SLOT)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const clock = wallClock(instant, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const offset = Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
  offsets.set(key, offset);
  return offset;
}

/** Minutes the zone is ahead of UTC at `instant` (ms). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const day = Math.floor(instant / DAY);
  const key = `${timeZone}|${day}`;
  let whole = dayOffsets.get(key);
  if (whole === undefined) {
    // No zone changes its offset twice in a day: the same offset at both ends holds all day.
    const first = quarterOffset(timeZone, day * DAY);
    whole = first === quarterOffset(timeZone, (day + 1) * DAY - SLOT) ? first : null;
    dayOffsets.set(key, whole);
  }
  return whole ?? quarterOffset(timeZone, instant);
}

const dayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** A wall time read as if it were UTC, and the zone's offsets a day either side of it. */
function wallAround(date: string, minute: number, timeZone: string) {
  const wall = dayStart(date) + minute * MINUTE;
  // A zone changes its offset at most once in two days, so these are the only offsets the wall time can have.
  return { wall, before: offsetMinutes(timeZone, wall - DAY), after: offsetMinutes(timeZone, wall + DAY) };
}

/**
 * The first instant (ms) at which the zone's clocks show `minute` minutes after midnight of `date`
 * (minutes past 24:00 run into the next days): when clocks go back, a time shown twice is its first
 * showing; when they go forward, a time they skip has none (undefined).
 */
export function exactZonedInstant(date: string, minute: number, timeZone: string): number | undefined {
  const { wall, before, after } = wallAround(date, minute, timeZone);
  if (before === after) return wall - before * MINUTE;
  const shown = [before, after]
    .map((offset) => ({ offset, instant: wall - offset * MINUTE }))
    .filter(({ offset, instant }) => offsetMinutes(timeZone, instant) === offset)
    .map(({ instant }) => instant);
  return shown.length > 0 ? Math.min(...shown) : undefined;
}

/**
 * The instant (ms) the zone's clocks reach `minute` minutes after midnight of `date`: the first
 * showing of that time, or for a time the clocks skip, the moment they jump past it.
 */
export function zonedInstant(date: string, minute: number, timeZone: string): number {
  const exact = exactZonedInstant(date, minute, timeZone);
  if (exact !== undefined) return exact;
  // Skipped: read with the later offset the wall time falls before the jump, and the jump is on a quarter hour.
  const { wall, after } = wallAround(date, minute, timeZone);
  let jump = Math.floor((wall - after * MINUTE) / SLOT) * SLOT + SLOT;
  while (offsetMinutes(timeZone, jump) !== after) jump += SLOT;
  return jump;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `instant` as the zone's wall clock with its offset: 2026-11-24T12:30:00+08:00. */
export function zonedIso(instant: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, instant);
  const wall = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The zone's calendar day at `instant`. */
export function zonedDate(instant: number, timeZone: string): string {
  return zonedWallTime(instant, timeZone).date;
}

/** The zone's calendar day and clock (whole minutes after midnight) at `instant`, from the cached offsets. */
export function zonedWallTime(instant: number, timeZone: string): { date: string; minute: number } {
  const wall = new Date(instant + offsetMinutes(timeZone, instant) * MINUTE);
  return { date: wall.toISOString().slice(0, 10), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  return new Date(dayStart(date) + days * DAY).toISOString().slice(0, 10);
}

/** `date` moved by calendar months, kept in its month when shorter: 31 January plus a month is 28 February. */
export function addMonths(date: string, months: number): string {
  const moved = new Date(dayStart(date));
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved.toISOString().slice(0, 10);
}

/** 1 is Monday, 7 Sunday, as opening hours and scenes number them. */
export function weekdayOf(date: string): number {
  return ((new Date(dayStart(date)).getUTCDay() + 6) % 7) + 1;
}

/** `HH:MM` as minutes after midnight ('24:00' is 1440). */
export function minutesOf(time: string): number {
  const colon = time.indexOf(':');
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1));
}

/** Minutes after midnight as `HH:MM`. */
export function timeOfDay(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
