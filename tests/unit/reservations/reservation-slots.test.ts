/**
 * @jest-environment node
 */
// The reservation slot rules, one named case each (issue 14 item 5); the properties that hold for
// any settings are in reservation-slots.property.test.ts.
import type { HeldBooking, ReservationRules } from '../../../protocol/reservation-rules';
import { checkBooking, freeSlots } from '../../../protocol/reservation-slots';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A Hong Kong restaurant open 11:00–22:00 every day, booking lunch 11:00–14:00 and dinner 18:00–21:00. */
function hongKongShop(change: Partial<ReservationRules> = {}): ReservationRules {
  return {
    timeZone: 'Asia/Hong_Kong',
    openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: '11:00', end: '22:00' })),
    enabled: true,
    dateFrom: null,
    dateTo: null,
    interval: 30,
    earliestTime: '11:00',
    latestTime: '21:00',
    maxPeople: 8,
    regularWeekdays: EVERY_DAY,
    timeSlots: [
      { start: '11:00', end: '14:00' },
      { start: '18:00', end: '21:00' },
    ],
    specialDates: [],
    cutOff: 'PT2H',
    diningMinutes: 90,
    seats: 10,
    ...change,
  };
}

/** A bar open 18:00–02:00 every day, booking 18:00–01:00 until 00:30, an hour a table. */
function lateBar(change: Partial<ReservationRules> = {}): ReservationRules {
  return hongKongShop({
    openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: '18:00', end: '02:00' })),
    timeSlots: [{ start: '18:00', end: '01:00' }],
    earliestTime: '18:00',
    latestTime: '00:30',
    interval: 30,
    diningMinutes: 60,
    ...change,
  });
}

const hk = (date: string, time: string): number => Date.parse(`${date}T${time}:00+08:00`);
/** Long before any of the dates below. */
const LONG_BEFORE = hk('2026-01-01', '00:00');
const TUESDAY = '2026-06-02';

const timesOf = (
  rules: ReservationRules,
  date: string,
  people = 2,
  held: HeldBooking[] = [],
  now = LONG_BEFORE,
): string[] => freeSlots(rules, date, people, held, now).map((slot) => slot.time);

const LUNCH = ['11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
const DINNER = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];

describe('the starts a date offers', () => {
  it('offers every interval from each booking period start, as Hong Kong instants with all seats free', () => {
    const slots = freeSlots(hongKongShop(), TUESDAY, 2, [], LONG_BEFORE);
    expect(slots.map((slot) => slot.time)).toEqual([...LUNCH, ...DINNER]);
    expect(slots[0]).toEqual({ start: Date.parse('2026-06-02T03:00:00Z'), time: '11:00', freeSeats: 10 });
  });

  it('steps by the interval from the period start, never reaching the period end', () => {
    const rules = hongKongShop({ interval: 60, timeSlots: [{ start: '11:15', end: '14:15' }] });
    expect(timesOf(rules, TUESDAY)).toEqual(['11:15', '12:15', '13:15']);
    expect(checkBooking(rules, hk(TUESDAY, '11:45'), 2, [], LONG_BEFORE)).toBe('time');
  });

  it('keeps starts between the earliest and the latest bookable time', () => {
    const rules = hongKongShop({ earliestTime: '12:00', latestTime: '19:00' });
    expect(timesOf(rules, TUESDAY)).toEqual(['12:00', '12:30', '13:00', '13:30', '18:00', '18:30', '19:00']);
    expect(checkBooking(rules, hk(TUESDAY, '11:30'), 2, [], LONG_BEFORE)).toBe('time');
    expect(checkBooking(rules, hk(TUESDAY, '19:30'), 2, [], LONG_BEFORE)).toBe('time');
  });

  it('refuses a start between whole minutes', () => {
    expect(checkBooking(hongKongShop(), hk(TUESDAY, '12:00') + 1, 2, [], LONG_BEFORE)).toBe('time');
  });
});

describe('what closes a booking', () => {
  it('offers nothing while reservations are switched off', () => {
    const rules = hongKongShop({ enabled: false });
    expect(timesOf(rules, TUESDAY)).toEqual([]);
    expect(checkBooking(rules, hk(TUESDAY, '12:00'), 2, [], LONG_BEFORE)).toBe('disabled');
  });

  it('takes parties of one to the maximum people', () => {
    const rules = hongKongShop();
    expect(timesOf(rules, TUESDAY, 8)).toEqual([...LUNCH, ...DINNER]);
    expect(timesOf(rules, TUESDAY, 9)).toEqual([]);
    expect(timesOf(rules, TUESDAY, 0)).toEqual([]);
    expect(checkBooking(rules, hk(TUESDAY, '12:00'), 9, [], LONG_BEFORE)).toBe('party');
    expect(checkBooking(rules, hk(TUESDAY, '12:00'), 1.5, [], LONG_BEFORE)).toBe('party');
  });

  it('takes bookings only for dates in the time range, both ends included', () => {
    const rules = hongKongShop({ dateFrom: '2026-06-02', dateTo: '2026-06-03' });
    expect(timesOf(rules, '2026-06-01')).toEqual([]);
    expect(timesOf(rules, '2026-06-02')).toHaveLength(12);
    expect(timesOf(rules, '2026-06-03')).toHaveLength(12);
    expect(timesOf(rules, '2026-06-04')).toEqual([]);
    expect(checkBooking(rules, hk('2026-06-04', '12:00'), 2, [], LONG_BEFORE)).toBe('date');
  });

  it('closes the days that are not regular weekdays', () => {
    const rules = hongKongShop({ regularWeekdays: [2, 3, 4, 5, 6, 7] });
    expect(timesOf(rules, '2026-06-01')).toEqual([]);
    expect(checkBooking(rules, hk('2026-06-01', '12:00'), 2, [], LONG_BEFORE)).toBe('closed');
    expect(timesOf(rules, TUESDAY)).toHaveLength(12);
  });

  it('lets a special date open a closing day with its own periods, or close a regular day', () => {
    const rules = hongKongShop({
      regularWeekdays: [2, 3, 4, 5, 6, 7],
      specialDates: [
        { date: '2026-06-01', closed: false, timeSlots: [{ start: '12:00', end: '13:00' }] },
        { date: '2026-06-02', closed: true, timeSlots: [{ start: '12:00', end: '13:00' }] },
        { date: '2026-06-03', closed: false, timeSlots: [] },
      ],
    });
    expect(timesOf(rules, '2026-06-01')).toEqual(['12:00', '12:30']);
    expect(timesOf(rules, '2026-06-02')).toEqual([]);
    expect(checkBooking(rules, hk('2026-06-02', '12:00'), 2, [], LONG_BEFORE)).toBe('closed');
    expect(timesOf(rules, '2026-06-03')).toEqual([]);
    expect(timesOf(rules, '2026-06-04')).toHaveLength(12);
  });

  it('offers only starts whose whole dining time the shop is open', () => {
    const rules = hongKongShop({
      openingHours: EVERY_DAY.flatMap((weekday) => [
        { weekday, start: '11:00', end: '15:00' },
        { weekday, start: '17:30', end: '22:00' },
      ]),
      timeSlots: [{ start: '11:00', end: '16:00' }],
    });
    expect(timesOf(rules, TUESDAY)).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00', '13:30']);
    expect(checkBooking(rules, hk(TUESDAY, '14:00'), 2, [], LONG_BEFORE)).toBe('opening');
    expect(checkBooking(rules, hk(TUESDAY, '15:30'), 2, [], LONG_BEFORE)).toBe('opening');
  });

  it('lets a dining time run on through opening periods that meet at midnight', () => {
    const rules = hongKongShop({
      openingHours: EVERY_DAY.flatMap((weekday) => [
        { weekday, start: '18:00', end: '24:00' },
        { weekday, start: '00:00', end: '01:00' },
      ]),
      timeSlots: [{ start: '22:00', end: '24:00' }],
      latestTime: '23:59',
    });
    expect(timesOf(rules, TUESDAY)).toEqual(['22:00', '22:30', '23:00', '23:30']);
  });
});

describe('the cut-off', () => {
  it('offers nothing sooner than the cut-off after now', () => {
    const now = hk(TUESDAY, '10:45') + 30_000;
    expect(timesOf(hongKongShop(), TUESDAY, 2, [], now)).toEqual(['13:00', '13:30', ...DINNER]);
    expect(checkBooking(hongKongShop(), hk(TUESDAY, '12:30'), 2, [], now)).toBe('cutOff');
    expect(checkBooking(hongKongShop({ cutOff: 'PT15M' }), hk(TUESDAY, '11:00'), 2, [], now)).toBe('cutOff');
    expect(checkBooking(hongKongShop({ cutOff: 'PT15M' }), hk(TUESDAY, '11:30'), 2, [], now)).toBe('ok');
  });

  it('counts months on the calendar: a month after 31 January is 28 February', () => {
    const rules = hongKongShop({ cutOff: 'P1M' });
    const now = hk('2026-01-31', '12:10');
    expect(timesOf(rules, '2026-02-27', 2, [], now)).toEqual([]);
    expect(timesOf(rules, '2026-02-28', 2, [], now)).toEqual(['12:30', '13:00', '13:30', ...DINNER]);
  });

  it('counts a day as the same time on the next date, even when the clocks go forward in between', () => {
    const rules = hongKongShop({
      timeZone: 'America/New_York',
      cutOff: 'P1D',
      timeSlots: [{ start: '11:00', end: '14:00' }],
    });
    const now = Date.parse('2026-03-07T12:00:00-05:00');
    expect(timesOf(rules, '2026-03-08', 2, [], now)).toEqual(['12:00', '12:30', '13:00', '13:30']);
  });
});

describe('the seats', () => {
  const nineAtSeven: HeldBooking[] = [{ start: hk(TUESDAY, '19:00'), minutes: 90, people: 9 }];

  it('gives the last free seat to a party of one, and refuses a party of two', () => {
    const rules = hongKongShop();
    const slots = freeSlots(rules, TUESDAY, 1, nineAtSeven, LONG_BEFORE);
    expect(slots.filter((slot) => slot.time >= '18:00').map((slot) => [slot.time, slot.freeSeats])).toEqual([
      ['18:00', 1],
      ['18:30', 1],
      ['19:00', 1],
      ['19:30', 1],
      ['20:00', 1],
      ['20:30', 10],
    ]);
    expect(timesOf(rules, TUESDAY, 2, nineAtSeven)).toEqual([...LUNCH, '20:30']);
    expect(checkBooking(rules, hk(TUESDAY, '19:30'), 2, nineAtSeven, LONG_BEFORE)).toBe('seats');
    expect(checkBooking(rules, hk(TUESDAY, '19:30'), 1, nineAtSeven, LONG_BEFORE)).toBe('ok');
  });

  it('counts the busiest moment of the dining time, not the sum of every booking in it', () => {
    const held: HeldBooking[] = [
      { start: hk(TUESDAY, '18:00'), minutes: 60, people: 4 },
      { start: hk(TUESDAY, '19:00'), minutes: 60, people: 5 },
    ];
    const slots = freeSlots(hongKongShop(), TUESDAY, 5, held, LONG_BEFORE);
    expect(slots.find((slot) => slot.time === '18:30')?.freeSeats).toBe(5);
    expect(checkBooking(hongKongShop(), hk(TUESDAY, '18:30'), 6, held, LONG_BEFORE)).toBe('seats');
  });

  it('frees the seats when a booking ends, as the next one sits down', () => {
    const held: HeldBooking[] = [{ start: hk(TUESDAY, '11:00'), minutes: 90, people: 10 }];
    expect(timesOf(hongKongShop(), TUESDAY, 2, held).slice(0, 2)).toEqual(['12:30', '13:00']);
  });
});

describe('a shop open past midnight', () => {
  it('offers the evening on its date and the hour after midnight on the next', () => {
    expect(timesOf(lateBar(), TUESDAY)).toEqual([
      '00:00',
      '00:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(checkBooking(lateBar(), hk(TUESDAY, '00:30'), 2, [], LONG_BEFORE)).toBe('ok');
    expect(checkBooking(lateBar(), hk(TUESDAY, '01:00'), 2, [], LONG_BEFORE)).toBe('time');
  });

  it('lets the day an evening starts on decide its hour after midnight', () => {
    const closedTuesday = lateBar({ specialDates: [{ date: TUESDAY, closed: true, timeSlots: [] }] });
    expect(timesOf(closedTuesday, TUESDAY)).toEqual(['00:00', '00:30']);
    expect(timesOf(closedTuesday, '2026-06-03').slice(0, 2)).toEqual(['18:00', '18:30']);
    expect(checkBooking(closedTuesday, hk('2026-06-03', '00:00'), 2, [], LONG_BEFORE)).toBe('time');
    const closedBoth = lateBar({ regularWeekdays: [3, 4, 5, 6, 7] });
    expect(checkBooking(closedBoth, hk(TUESDAY, '19:00'), 2, [], LONG_BEFORE)).toBe('closed');
  });

  it('keeps a Friday opening until 02:00 open on Saturday after midnight', () => {
    const fridayNights = lateBar({ openingHours: [{ weekday: 5, start: '18:00', end: '02:00' }] });
    expect(timesOf(fridayNights, '2026-06-05')).toHaveLength(12);
    expect(timesOf(fridayNights, '2026-06-06')).toEqual(['00:00', '00:30']);
    expect(checkBooking(fridayNights, hk('2026-06-05', '00:30'), 2, [], LONG_BEFORE)).toBe('opening');
  });
});

describe('a New York shop as the clocks change', () => {
  const newYork = (change: Partial<ReservationRules>): ReservationRules =>
    hongKongShop({
      timeZone: 'America/New_York',
      earliestTime: '00:00',
      latestTime: '23:59',
      timeSlots: [{ start: '00:00', end: '04:00' }],
      openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: '00:00', end: '00:00' })),
      diningMinutes: 30,
      ...change,
    });
  const ny = (iso: string): number => Date.parse(iso);

  it('skips the half hours the clocks jump over in March', () => {
    const slots = freeSlots(newYork({}), '2026-03-08', 2, [], LONG_BEFORE);
    expect(slots.map((slot) => slot.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
    expect(slots[3]?.start).toBe(ny('2026-03-08T01:30:00-05:00'));
    expect(slots[4]?.start).toBe(ny('2026-03-08T03:00:00-04:00'));
  });

  it('counts dining time as elapsed time across the jump', () => {
    const closingAtThree = newYork({
      openingHours: EVERY_DAY.map((weekday) => ({ weekday, start: '00:00', end: '03:00' })),
      diningMinutes: 60,
    });
    expect(timesOf(closingAtThree, '2026-03-08')).toEqual(['00:00', '00:30', '01:00']);
    expect(checkBooking(closingAtThree, ny('2026-03-08T01:30:00-05:00'), 2, [], LONG_BEFORE)).toBe('opening');
  });

  it('offers the hour shown twice in November once, at its first showing', () => {
    const rules = newYork({});
    const slots = freeSlots(rules, '2026-11-01', 2, [], LONG_BEFORE);
    expect(slots.map((slot) => slot.time)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(slots[3]?.start).toBe(ny('2026-11-01T01:30:00-04:00'));
    expect(slots[4]?.start).toBe(ny('2026-11-01T02:00:00-05:00'));
    expect(checkBooking(rules, ny('2026-11-01T01:30:00-05:00'), 2, [], LONG_BEFORE)).toBe('time');
  });
});
