// Wall-clock times in a shop's own time zone, turned into instants and ISO 8601 stamps with their
// offset, as a point of sale writes them. Dates are `YYYY-MM-DD` calendar days of that zone.
import { wallClock } from '../../protocol/wall-clock';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SLOT = 15 * MINUTE;

/** Offsets by zone and quarter-hour: every zone changes its offset on a quarter hour. */
const offsets = new Map<string, number>();

/** Minutes the zone is ahead of UTC at `instant` (ms). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / SLOT)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const clock = wallClock(instant, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const offset = Math.round((wall - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
  offsets.set(key, offset);
  return offset;
}

const dayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The instant (ms) of `minute` minutes after midnight of `date` in the zone. */
export function zonedInstant(date: string, minute: number, timeZone: string): number {
  const wall = dayStart(date) + minute * MINUTE;
  const first = wall - offsetMinutes(timeZone, wall) * MINUTE;
  return wall - offsetMinutes(timeZone, first) * MINUTE;
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
  return new Date(instant + offsetMinutes(timeZone, instant) * MINUTE).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(dayStart(date) + days * DAY).toISOString().slice(0, 10);
}

/** 1 is Monday, 7 Sunday, as opening hours and scenes number them. */
export function weekdayOf(date: string): number {
  return ((new Date(dayStart(date)).getUTCDay() + 6) % 7) + 1;
}
