// §9's cut-off time, the least notice a booking needs, as an ISO 8601 duration added the way Temporal
// adds one to a zoned time: months and days on the shop's calendar (a day across a clock change is 23
// or 25 hours, a month from 31 January ends on the last day of February), hours and minutes elapsed.
import type { CutOff } from './reservation-rules';
import { wallClock } from './wall-clock';
import { addDays, addMonths, MINUTE, zonedInstant } from './zoned-time';

const DURATION = /^P(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** The earliest instant (ms) a booking made at `now` may start. */
export function cutOffLimit(cutOff: CutOff, now: number, timeZone: string): number {
  const [, months = '0', days = '0', hours = '0', minutes = '0'] = DURATION.exec(cutOff) ?? [];
  let limit = now;
  if (months !== '0' || days !== '0') {
    const clock = wallClock(now, timeZone);
    const date = addDays(addMonths(clock.date, Number(months)), Number(days));
    // The clock shows whole minutes: the seconds of `now` carry over as they are.
    limit =
      zonedInstant(date, clock.hour * 60 + clock.minute, timeZone) +
      (now - Math.floor(now / MINUTE) * MINUTE);
  }
  return limit + (Number(hours) * 60 + Number(minutes)) * MINUTE;
}
