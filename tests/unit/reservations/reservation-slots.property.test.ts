/**
 * @jest-environment node
 */
// Properties of the reservation slots for any settings, bookings and moment of booking (issue 14's
// first "Done when"). Each checks freeSlots against a plain reading of one rule, not against the code
// that computes it. The generators are in reservation-arbitraries.ts.
import fc from 'fast-check';
import type { CutOff, HeldBooking, ReservationRules, SpecialDate } from '../../../protocol/reservation-rules';
import { checkBooking, freeSlots } from '../../../protocol/reservation-slots';
import { wallClock } from '../../../protocol/wall-clock';
import {
  addDays,
  DAY_MINUTES,
  MINUTE,
  minutesOf,
  timeOfDay,
  weekdayOf,
  zonedInstant,
} from '../../../protocol/zoned-time';
import {
  HONG_KONG,
  periodArb,
  scenarioArb,
  STEP,
  US_CLOCK_CHANGES,
  US_ZONES,
  type Scenario,
} from './reservation-arbitraries';

/** Enough runs to meet every rule, few enough for a few seconds on a loaded machine. */
const RUNS = { numRuns: 100 };
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const HOUR = 60 * MINUTE;

const slotsOf = ({ rules, date, people, held, now }: Scenario) => freeSlots(rules, date, people, held, now);

/** Every instant on the five-minute grid during the date, as the shop's clocks count it. */
function instantsOf(date: string, timeZone: string): number[] {
  const instants: number[] = [];
  const end = zonedInstant(addDays(date, 1), 0, timeZone);
  for (let instant = zonedInstant(date, 0, timeZone); instant < end; instant += STEP) instants.push(instant);
  return instants;
}

/** When the shop is open, period by period, over the dates around `date`: [opens, closes) instants. */
function openingsAround(rules: ReservationRules, date: string): [number, number][] {
  const openings: [number, number][] = [];
  for (let days = -2; days <= 2; days += 1) {
    const day = addDays(date, days);
    for (const period of rules.openingHours.filter((entry) => entry.weekday === weekdayOf(day))) {
      const start = minutesOf(period.start);
      const end =
        minutesOf(period.end) <= start ? minutesOf(period.end) + DAY_MINUTES : minutesOf(period.end);
      openings.push([zonedInstant(day, start, rules.timeZone), zonedInstant(day, end, rules.timeZone)]);
    }
  }
  return openings;
}

/** The most people the bookings hold at any instant of [from, to): the load changes only as one starts. */
function busiest(held: readonly HeldBooking[], from: number, to: number): number {
  const moments = [
    from,
    ...held.map((booking) => booking.start).filter((start) => start > from && start < to),
  ];
  return Math.max(
    ...moments.map((moment) =>
      held
        .filter((booking) => booking.start <= moment && moment < booking.start + booking.minutes * MINUTE)
        .reduce((people, booking) => people + booking.people, 0),
    ),
  );
}

/** §9's choices read by hand: calendar months and days, elapsed minutes. */
const NOTICE: Record<CutOff, { months?: number; days?: number; minutes?: number }> = {
  PT15M: { minutes: 15 },
  PT30M: { minutes: 30 },
  PT1H: { minutes: 60 },
  PT2H: { minutes: 120 },
  PT4H: { minutes: 240 },
  PT6H: { minutes: 360 },
  PT12H: { minutes: 720 },
  P1D: { days: 1 },
  P2D: { days: 2 },
  P3D: { days: 3 },
  P14D: { days: 14 },
  P1M: { months: 1 },
  P3M: { months: 3 },
  P6M: { months: 6 },
  P12M: { months: 12 },
  P18M: { months: 18 },
};

/** The shop's clock `months` and `days` after `date` `time`, as 'YYYY-MM-DD HH:MM'. */
function calendarLater(date: string, time: string, months: number, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const monthLength = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year, month - 1 + months, Math.min(day, monthLength) + days));
  return `${moved.toISOString().slice(0, 10)} ${time}`;
}

describe('the free slots, for any settings', () => {
  it('offers no slot outside opening hours or ending after closing', () => {
    fc.assert(
      fc.property(scenarioArb(), (scenario) => {
        const { rules, date } = scenario;
        const openings = openingsAround(rules, date);
        const openAt = (instant: number) =>
          openings.some(([opens, closes]) => opens <= instant && instant < closes);
        const closedDuring = slotsOf(scenario).filter((slot) => {
          const end = slot.start + rules.diningMinutes * MINUTE;
          for (let instant = slot.start; instant < end; instant += STEP) if (!openAt(instant)) return true;
          return false;
        });
        expect(closedDuring).toEqual([]);
      }),
      RUNS,
    );
  });

  it('offers no slot inside the cut-off', () => {
    fc.assert(
      fc.property(scenarioArb(), (scenario) => {
        const { rules, now } = scenario;
        const { months = 0, days = 0, minutes = 0 } = NOTICE[rules.cutOff];
        const clock = wallClock(now, rules.timeZone);
        const limit = calendarLater(clock.date, clock.text.slice(11), months, days);
        const tooSoon = slotsOf(scenario).filter((slot) => {
          // On the calendar a start at the limit's very minute is too soon when now is past a whole minute.
          const shown = wallClock(slot.start, rules.timeZone).text;
          const onCalendar = shown > limit || (shown === limit && now % MINUTE === 0);
          return slot.start < now + minutes * MINUTE || !onCalendar;
        });
        expect(tooSoon).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never seats a party beyond the free seats', () => {
    fc.assert(
      fc.property(scenarioArb(), (scenario) => {
        const { rules, people, held } = scenario;
        const dining = rules.diningMinutes * MINUTE;
        const overbooked = slotsOf(scenario).filter((slot) => {
          const withParty = [...held, { start: slot.start, minutes: rules.diningMinutes, people }];
          const seated = busiest(withParty, slot.start, slot.start + dining);
          return (
            seated > rules.seats ||
            slot.freeSeats !== rules.seats - busiest(held, slot.start, slot.start + dining)
          );
        });
        expect(overbooked).toEqual([]);
      }),
      RUNS,
    );
  });

  it('lets a special date override the regular days', () => {
    fc.assert(
      fc.property(
        scenarioArb(),
        fc.boolean(),
        fc.array(periodArb, { maxLength: 2 }),
        (scenario, closed, periods) => {
          const { rules, date } = scenario;
          // The day before is pinned as it is: its evening may run into the date, and must not change.
          const before = addDays(date, -1);
          const asItIs: SpecialDate = {
            date: before,
            closed: !rules.regularWeekdays.includes(weekdayOf(before)),
            timeSlots: rules.timeSlots,
          };
          const pinned = rules.specialDates.some((entry) => entry.date === before)
            ? rules.specialDates
            : [...rules.specialDates, asItIs];
          const others = pinned.filter((entry) => entry.date !== date);
          const special = { ...rules, specialDates: [...others, { date, closed, timeSlots: periods }] };
          const weekday = weekdayOf(date);
          const regular = {
            ...rules,
            specialDates: others,
            timeSlots: closed ? rules.timeSlots : periods,
            regularWeekdays: closed
              ? rules.regularWeekdays.filter((day) => day !== weekday)
              : [...rules.regularWeekdays, weekday],
          };
          expect(slotsOf({ ...scenario, rules: special })).toEqual(slotsOf({ ...scenario, rules: regular }));
        },
      ),
      RUNS,
    );
  });

  it('offers a slot exactly where checkBooking accepts, and checkBooking refuses for seats only a party that does not fit', () => {
    fc.assert(
      fc.property(scenarioArb(), fc.integer({ min: 1, max: MINUTE - 1 }), (scenario, between) => {
        const { rules, date, people, held, now } = scenario;
        const starts = slotsOf(scenario).map((slot) => slot.start);
        const answers = instantsOf(date, rules.timeZone).map((start) => ({
          start,
          answer: checkBooking(rules, start, people, held, now),
        }));
        expect(answers.filter(({ answer }) => answer === 'ok').map(({ start }) => start)).toEqual(starts);
        const betweenMinutes = starts.filter(
          (start) => checkBooking(rules, start + between, people, held, now) === 'ok',
        );
        expect(betweenMinutes).toEqual([]);
        const dining = rules.diningMinutes * MINUTE;
        const refusedThoughFitting = answers.filter(
          ({ start, answer }) =>
            answer === 'seats' && busiest(held, start, start + dining) + people <= rules.seats,
        );
        expect(refusedThoughFitting).toEqual([]);
      }),
      RUNS,
    );
  });
});

describe('a shop open past midnight', () => {
  /** The date's evening period every day: start, booking end and closing as minutes of its day. */
  const eveningArb = fc.record({
    day: fc.integer({ min: 2, max: 27 }),
    timeZone: fc.constantFrom(HONG_KONG, ...US_ZONES),
    start: fc.integer({ min: 204, max: 287 }).map((step) => step * 5),
    bookingEnd: fc.integer({ min: 1, max: 36 }).map((step) => step * 5 + DAY_MINUTES),
    closingAfter: fc.integer({ min: 0, max: 12 }).map((step) => step * 5),
    interval: fc.constantFrom(15 as const, 30 as const, 60 as const),
    diningMinutes: fc.integer({ min: 3, max: 36 }).map((step) => step * 5),
    open: fc.array(fc.constantFrom('regular', 'special', 'closed', 'notRegular'), {
      minLength: 3,
      maxLength: 3,
    }),
  });

  it('offers the evening on its date and the part after midnight on the next, as the day of the evening decides', () => {
    fc.assert(
      fc.property(eveningArb, (evening) => {
        // June: no clock changes anywhere drawn, so wall minutes count as elapsed ones.
        const dates = [0, 1, 2].map((days) => `2026-06-${String(evening.day + days).padStart(2, '0')}`);
        const period = { start: timeOfDay(evening.start), end: timeOfDay(evening.bookingEnd - DAY_MINUTES) };
        const closing = evening.bookingEnd + evening.closingAfter;
        const rules: ReservationRules = {
          timeZone: evening.timeZone,
          openingHours: EVERY_DAY.map((weekday) => ({
            weekday,
            start: period.start,
            end: timeOfDay(closing - DAY_MINUTES),
          })),
          enabled: true,
          dateFrom: null,
          dateTo: null,
          interval: evening.interval,
          earliestTime: '00:00',
          latestTime: '23:55',
          maxPeople: 8,
          regularWeekdays: EVERY_DAY.filter(
            (weekday) =>
              !dates.some(
                (date, index) => evening.open[index] === 'notRegular' && weekdayOf(date) === weekday,
              ),
          ),
          timeSlots: [period],
          specialDates: dates.flatMap((date, index): SpecialDate[] => {
            const status = evening.open[index];
            const special = status === 'special' || status === 'closed';
            return special ? [{ date, closed: status === 'closed', timeSlots: [period] }] : [];
          }),
          cutOff: 'PT15M',
          diningMinutes: evening.diningMinutes,
          seats: 10,
        };
        const isOpen = (index: number) =>
          evening.open[index] === 'regular' || evening.open[index] === 'special';
        const startsFrom = (index: number, from: number, to: number): string[] => {
          const starts: string[] = [];
          if (!isOpen(index)) return starts;
          for (let minute = evening.start; minute < evening.bookingEnd; minute += evening.interval)
            if (minute >= from && minute < to && minute + evening.diningMinutes <= closing)
              starts.push(timeOfDay(minute - from));
          return starts;
        };
        const longBefore = zonedInstant('2026-05-01', 0, evening.timeZone);
        for (const index of [1, 2]) {
          const date = dates[index] ?? '';
          const expected = [
            ...startsFrom(index - 1, DAY_MINUTES, 2 * DAY_MINUTES),
            ...startsFrom(index, 0, DAY_MINUTES),
          ];
          expect(freeSlots(rules, date, 2, [], longBefore).map((slot) => slot.time)).toEqual(expected);
        }
      }),
      RUNS,
    );
  });
});

describe('a US shop as the clocks change in March and November', () => {
  it('offers real instants: each the first showing of its time on its date, none skipped, none twice', () => {
    fc.assert(
      fc.property(scenarioArb(US_ZONES, US_CLOCK_CHANGES), (scenario) => {
        const { rules, date } = scenario;
        const slots = slotsOf(scenario);
        for (const slot of slots) {
          const shown = wallClock(slot.start, rules.timeZone);
          expect(shown.text).toBe(`${date} ${slot.time}`);
          expect(wallClock(slot.start - HOUR, rules.timeZone).text).not.toBe(shown.text);
        }
        const starts = slots.map((slot) => slot.start);
        expect(starts).toEqual([...new Set(starts)].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('offers every start of a day-long shop once, but those of the hour skipped in March', () => {
    const dayArb = fc.record({
      timeZone: fc.constantFrom(...US_ZONES),
      date: fc.constantFrom(...US_CLOCK_CHANGES),
      interval: fc.constantFrom(15 as const, 30 as const, 60 as const),
      from: fc.integer({ min: 0, max: 23 * 12 }).map((step) => step * 5),
      length: fc.integer({ min: 1, max: 12 * 12 }).map((step) => step * 5),
      diningMinutes: fc.integer({ min: 1, max: 48 }).map((step) => step * 5),
    });
    fc.assert(
      fc.property(dayArb, ({ timeZone, date, interval, from, length, diningMinutes }) => {
        const to = Math.min(from + length, DAY_MINUTES);
        const rules: ReservationRules = {
          timeZone,
          openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: '00:00', end: '00:00' })),
          enabled: true,
          dateFrom: null,
          dateTo: null,
          interval,
          earliestTime: '00:00',
          latestTime: '23:55',
          maxPeople: 8,
          regularWeekdays: EVERY_DAY,
          timeSlots: [{ start: timeOfDay(from), end: timeOfDay(to) }],
          specialDates: [],
          cutOff: 'PT15M',
          diningMinutes,
          seats: 10,
        };
        const skipped = (minute: number) => date === '2026-03-08' && minute >= 120 && minute < 180;
        const expected: string[] = [];
        for (let minute = from; minute < to; minute += interval)
          if (!skipped(minute)) expected.push(timeOfDay(minute));
        const longBefore = zonedInstant('2026-01-01', 0, timeZone);
        expect(freeSlots(rules, date, 2, [], longBefore).map((slot) => slot.time)).toEqual(expected);
      }),
      RUNS,
    );
  });
});
