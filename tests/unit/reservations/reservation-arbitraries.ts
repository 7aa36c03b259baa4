// fast-check generators of reservation settings, held bookings and the moment of booking, around one
// shop date. Every time of day is on a five-minute grid and every zone drawn is a whole number of hours
// from UTC, so every boundary the rules draw is an instant on that grid and a test may step through a
// day five minutes at a time without missing one.
import fc from 'fast-check';
import {
  CUT_OFFS,
  RESERVATION_INTERVALS,
  type DayPeriod,
  type HeldBooking,
  type OpeningPeriod,
  type ReservationRules,
} from '../../../protocol/reservation-rules';
import { addDays, MINUTE, timeOfDay, zonedInstant } from '../../../protocol/zoned-time';

export const STEP = 5 * MINUTE;
export const HONG_KONG = 'Asia/Hong_Kong';
export const US_ZONES = ['America/New_York', 'America/Los_Angeles'];
/** In 2026 the US clocks go forward on 8 March and back on 1 November, the UK's on 29 March and 25 October. */
export const US_CLOCK_CHANGES = ['2026-03-08', '2026-11-01'];
const DATES = [...US_CLOCK_CHANGES, '2026-03-29', '2026-10-25', '2026-01-31', '2026-06-15'];
const ZONES = [HONG_KONG, ...US_ZONES, 'Europe/London'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export interface Scenario {
  rules: ReservationRules;
  date: string;
  people: number;
  held: HeldBooking[];
  now: number;
}

/** Mostly the one, now and then the other: the usual shop, and the edges. */
const usually = <T>(common: fc.Arbitrary<T>, rare: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: common, weight: 5 }, { arbitrary: rare, weight: 1 });

/** `HH:MM` on the grid; `upTo24` adds '24:00', which only an end may be. */
const timeArb = (upTo24 = false): fc.Arbitrary<string> =>
  fc.integer({ min: 0, max: upTo24 ? 288 : 287 }).map((step) => timeOfDay(step * 5));
const minutesArb = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min / 5, max: max / 5 }).map((steps) => steps * 5);
export const periodArb: fc.Arbitrary<DayPeriod> = fc.record({ start: timeArb(), end: timeArb(true) });

/** Ten hours to a whole day from a start before noon: a shop's usual day, at times past midnight. */
const longPeriodArb: fc.Arbitrary<DayPeriod> = fc
  .tuple(minutesArb(0, 720), minutesArb(600, 1440))
  .map(([start, length]) => ({ start: timeOfDay(start), end: timeOfDay((start + length) % 1440) }));

/** Some weekdays sharing one or two periods, as most shops have, and now and then a period of its own. */
const openingHoursArb: fc.Arbitrary<OpeningPeriod[]> = fc
  .tuple(
    usually(fc.constant(WEEKDAYS), fc.subarray(WEEKDAYS, { minLength: 1 })),
    fc.array(usually(longPeriodArb, periodArb), { minLength: 1, maxLength: 2 }),
    fc.array(fc.record({ weekday: fc.constantFrom(...WEEKDAYS), start: timeArb(), end: timeArb(true) }), {
      maxLength: 2,
    }),
  )
  .map(([weekdays, periods, extra]) => [
    ...weekdays.flatMap((weekday) => periods.map((period) => ({ weekday, ...period }))),
    ...extra,
  ]);

/** Short notices mostly: with the long ones nothing near `now` is ever bookable. */
const cutOffArb = usually(
  fc.constantFrom(...CUT_OFFS.filter((cutOff) => cutOff.startsWith('PT'))),
  fc.constantFrom(...CUT_OFFS),
);

function rulesArb(timeZone: string, date: string): fc.Arbitrary<ReservationRules> {
  const nearDate = fc.integer({ min: -2, max: 2 }).map((days) => addDays(date, days));
  const specialDate = fc.record({
    days: fc.integer({ min: -2, max: 2 }),
    closed: fc.boolean(),
    timeSlots: fc.array(periodArb, { maxLength: 2 }),
  });
  return fc.record({
    timeZone: fc.constant(timeZone),
    openingHours: openingHoursArb,
    enabled: fc.integer({ min: 0, max: 9 }).map((draw) => draw > 0),
    dateFrom: usually<string | null>(fc.constant(null), nearDate),
    dateTo: usually<string | null>(fc.constant(null), nearDate),
    interval: fc.constantFrom(...RESERVATION_INTERVALS),
    earliestTime: usually(fc.constant('00:00'), timeArb()),
    latestTime: usually(fc.constant('23:55'), timeArb()),
    maxPeople: usually(fc.integer({ min: 4, max: 12 }), fc.integer({ min: 1, max: 3 })),
    regularWeekdays: usually(fc.constant(WEEKDAYS), fc.subarray(WEEKDAYS)),
    timeSlots: fc.array(periodArb, { minLength: 1, maxLength: 3 }),
    specialDates: fc
      .uniqueArray(specialDate, { maxLength: 3, selector: (entry) => entry.days })
      .map((entries) => entries.map(({ days, ...entry }) => ({ date: addDays(date, days), ...entry }))),
    cutOff: cutOffArb,
    diningMinutes: usually(minutesArb(30, 150), minutesArb(5, 300)),
    seats: fc.integer({ min: 1, max: 20 }),
  });
}

/** Bookings from six hours before the date's midnight to six after the next one. */
const heldArb = (midnight: number): fc.Arbitrary<HeldBooking> =>
  fc.record({
    start: minutesArb(-360, 1800).map((minutes) => midnight + minutes * MINUTE),
    minutes: minutesArb(5, 240),
    people: fc.integer({ min: 1, max: 8 }),
  });

/** Mostly within three days before the date, now and then weeks before; seconds and all. */
const nowArb = (midnight: number): fc.Arbitrary<number> =>
  fc
    .tuple(
      usually(fc.integer({ min: -3 * 1440, max: 1440 }), fc.integer({ min: -40 * 1440, max: 0 })),
      fc.integer({ min: 0, max: MINUTE - 1 }),
    )
    .map(([minutes, milliseconds]) => midnight + minutes * MINUTE + milliseconds);

/** A shop in one of `zones` asked about a date near one of `dates` (a day either side). */
export function scenarioArb(zones = ZONES, dates = DATES): fc.Arbitrary<Scenario> {
  return fc
    .record({
      timeZone: fc.constantFrom(...zones),
      date: fc
        .tuple(fc.constantFrom(...dates), fc.integer({ min: -1, max: 1 }))
        .map(([date, days]) => addDays(date, days)),
    })
    .chain(({ timeZone, date }) => {
      const midnight = zonedInstant(date, 0, timeZone);
      return fc.record({
        rules: rulesArb(timeZone, date),
        date: fc.constant(date),
        people: usually(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 13 })),
        held: fc.array(heldArb(midnight), { maxLength: 25 }),
        now: nowArb(midnight),
      });
    });
}
