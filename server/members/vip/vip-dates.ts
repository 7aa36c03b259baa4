// A member's VIP-until is the last day he is VIP, a calendar date of his company's time zone. A
// renewal while he is VIP adds a calendar month or year to the days he holds, so it ends the day
// before the same date a month or year after the day following his VIP-until (28 February and a month
// is 31 March, not 28 March: a chain of renewals never loses a month's end). One while he is not
// starts today and ends on the same date a month or a year on, kept in the month when shorter (31
// January and a month is the end of February; 29 February and a year, 28 February). He stops being
// VIP once the day after his VIP-until begins. Pure, so the rules are tested alone.
import type { VipDuration } from '../../../protocol/vip';
import { addDays, addMonths, zonedDate } from '../../../protocol/zoned-time';

const MONTHS: Record<VipDuration, number> = { monthly: 1, yearly: 12 };

/** The company's calendar day at `instant` (ms). */
export const todayIn = (timeZone: string, instant: number): string => zonedDate(instant, timeZone);

/** Whether a renewal on `today` extends his VIP-until: it has not passed. */
const extendsHeld = (today: string, vipUntil: string | null): vipUntil is string =>
  vipUntil !== null && vipUntil >= today;

/** The first day a renewal on `today` adds: the day after his VIP-until while it holds, else today. */
export const coveredFrom = (today: string, vipUntil: string | null): string =>
  extendsHeld(today, vipUntil) ? addDays(vipUntil, 1) : today;

/** His VIP-until after a renewal of `duration` on `today`. */
export function renewedUntil(today: string, vipUntil: string | null, duration: VipDuration): string {
  const months = MONTHS[duration];
  return extendsHeld(today, vipUntil)
    ? addDays(addMonths(coveredFrom(today, vipUntil), months), -1)
    : addMonths(today, months);
}

/** Whether he is still VIP on `today`: his VIP-until has not passed. */
export const stillVip = (today: string, vipUntil: string): boolean => vipUntil >= today;

/** The VIP-until a reminder sent on `today` is about: `daysInAdvance` days away. */
export const remindedUntil = (today: string, daysInAdvance: number): string => addDays(today, daysInAdvance);
