// Issue 14's free-slot figure: a month of a busy shop's booking page, every date's free slots for a
// party of 4 over about 200 held bookings a day, as the guest's page and the server ask them. Timed
// in this process (the function is pure: no server, no database), median and worst of many months.
import { performance } from 'node:perf_hooks';
import type { HeldBooking, ReservationRules } from '../../protocol/reservation-rules';
import { freeSlots } from '../../protocol/reservation-slots';
import { addDays, zonedInstant } from '../../protocol/zoned-time';

export const MONTH_DAYS = 31;
export const BOOKINGS_PER_DAY = 200;
const RUNS = 30;
const FIRST_DATE = '2027-03-01';

const rules: ReservationRules = {
  timeZone: 'Asia/Hong_Kong',
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '11:00', end: '23:30' })),
  enabled: true,
  dateFrom: null,
  dateTo: null,
  interval: 15,
  earliestTime: '11:00',
  latestTime: '21:30',
  maxPeople: 12,
  regularWeekdays: [1, 2, 3, 4, 5, 6, 7],
  timeSlots: [
    { start: '11:00', end: '15:00' },
    { start: '17:30', end: '22:00' },
  ],
  specialDates: [{ date: '2027-03-14', closed: false, timeSlots: [{ start: '17:30', end: '21:00' }] }],
  cutOff: 'PT2H',
  diningMinutes: 90,
  seats: 600,
};

/** A busy month: each day's bookings spread over lunch and dinner, parties of 1 to 8. */
function busyMonth(): HeldBooking[] {
  const held: HeldBooking[] = [];
  for (let day = 0; day < MONTH_DAYS; day += 1) {
    const date = addDays(FIRST_DATE, day);
    for (let booking = 0; booking < BOOKINGS_PER_DAY; booking += 1) {
      const minute = (booking % 2 === 0 ? 11 * 60 : 17 * 60 + 30) + ((booking * 37) % 16) * 15;
      held.push({
        start: zonedInstant(date, minute, rules.timeZone),
        minutes: 90,
        people: 1 + (booking % 8),
      });
    }
  }
  return held;
}

export interface SlotFigures {
  medianMs: number;
  worstMs: number;
  /** Slots offered over the month, so a run that found none is seen. */
  slots: number;
}

export function timeSlotMonths(): SlotFigures {
  const held = busyMonth();
  const now = zonedInstant(FIRST_DATE, 0, rules.timeZone);
  const times: number[] = [];
  let slots = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const began = performance.now();
    slots = 0;
    for (let day = 0; day < MONTH_DAYS; day += 1)
      slots += freeSlots(rules, addDays(FIRST_DATE, day), 4, held, now).length;
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(1)),
    worstMs: Number((times.at(-1) ?? 0).toFixed(1)),
    slots,
  };
}
