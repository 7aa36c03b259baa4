// An ISO 8601 moment as a point of sale writes one: a calendar date, a time and the offset it was
// written in. A moment without an offset is refused, since it names no instant; so is one that
// does not exist (February 30th, 24:00, an offset past ±14:00), which Date.parse would roll over,
// and one outside the years reports read (CALENDAR_YEARS), which no sale can carry.
import { CALENDAR_YEARS } from '../../engine/server';

const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant in milliseconds, or undefined when `text` is not an existing moment with an offset. */
export function parseMoment(text: string): number | undefined {
  const match = MOMENT.exec(text);
  if (!match) return undefined;
  const part = (n: number) => Number(match[n] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const [offsetHours, offsetMinutes] = [part(9), part(10)];
  const exists =
    year >= CALENDAR_YEARS.first &&
    year <= CALENDAR_YEARS.last &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetMinutes <= 59 &&
    offsetHours * 60 + offsetMinutes <= 14 * 60;
  if (!exists) return undefined;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? undefined : instant;
}
