// A member's VIP-until is the last day he is VIP, a calendar date of his company's time zone. A
// renewal extends it from the later of today and that day by a calendar month or year, kept in the
// month when shorter (31 January and a month is the end of February; 29 February and a year, 28
// February), and he stops being VIP once the day after it begins. Pure, so the rules are tested alone.
import type { VipDuration } from '../../../protocol/vip';
import { addDays, addMonths, zonedDate } from '../../../protocol/zoned-time';

const MONTHS: Record<VipDuration, number> = { monthly: 1, yearly: 12 };

/** The company's calendar day at `instant` (ms). */
export const todayIn = (timeZone: string, instant: number): string => zonedDate(instant, timeZone);

/** The day a renewal on `today` extends from: his VIP-until while it has not passed, else today. */
export function extendedFrom(today: string, vipUntil: string | null): string {
  return vipUntil !== null && vipUntil > today ? vipUntil : today;
}

/** His VIP-until after a renewal of `duration` on `today`. */
export function renewedUntil(today: string, vipUntil: string | null, duration: VipDuration): string {
  return addMonths(extendedFrom(today, vipUntil), MONTHS[duration]);
}

/** Whether he is still VIP on `today`: his VIP-until has not passed. */
export const stillVip = (today: string, vipUntil: string): boolean => vipUntil >= today;

/** The VIP-until a reminder sent on `today` is about: `daysInAdvance` days away. */
export const remindedUntil = (today: string, daysInAdvance: number): string => addDays(today, daysInAdvance);
