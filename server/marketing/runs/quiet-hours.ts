// Quiet hours (send management): no marketing message leaves between `from` and `until` on the
// company's wall clock; a window may run over midnight (21:00 to 09:00). A sender that finds itself
// inside one stops and the next dispatch after it ends carries on.
import { addDays, minutesOf, zonedInstant, zonedWallTime } from '../../../protocol/zoned-time';

export interface QuietHours {
  from: string;
  until: string;
}

/** When the quiet hours holding `now` end (ms), or null outside them; equal ends hold no time. */
export function quietUntil(hours: QuietHours | null, timeZone: string, now: number): number | null {
  if (!hours) return null;
  const from = minutesOf(hours.from);
  const until = minutesOf(hours.until);
  if (from === until) return null;
  const { date, minute } = zonedWallTime(now, timeZone);
  const overMidnight = from > until;
  const inside = overMidnight ? minute >= from || minute < until : minute >= from && minute < until;
  if (!inside) return null;
  const endDay = overMidnight && minute >= from ? addDays(date, 1) : date;
  return zonedInstant(endDay, until, timeZone);
}
