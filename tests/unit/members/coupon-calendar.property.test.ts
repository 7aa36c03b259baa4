/**
 * @jest-environment node
 */
// Properties of the coupon distribution calendar for any rule, zone and window between 2020 and 2032.
// Each checks distributionsBetween against a plain reading of one promise (day by day, on the wall
// clock), not against the periods the code steps through. Times and windows lean towards the small
// hours of the days the clocks change, where the calendar can go wrong.
import fc from 'fast-check';
import {
  distributionsBetween,
  type Distribution,
  type DistributionRule,
} from '../../../server/members/coupon-calendar';
import {
  DAY_MINUTES,
  MINUTE,
  minutesOf,
  timeOfDay,
  zonedDate,
  zonedInstant,
  zonedWallTime,
} from '../../../protocol/zoned-time';

/** Enough runs to meet every kind of rule on a clock change, few enough for a few seconds. */
const RUNS = { numRuns: 80 };
const DAY = DAY_MINUTES * MINUTE;
const YEAR = 365 * DAY;
const START = Date.UTC(2020, 0, 1);
const END = Date.UTC(2032, 0, 1);
const ZONES = [
  'Asia/Hong_Kong',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'America/Sao_Paulo',
];
/** 2026's clock changes in New York, London and Sydney (forward and back). */
const CLOCK_CHANGES = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-10-04', '2026-04-05'];

const pad = (n: number): string => String(n).padStart(2, '0');
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDate = (utcDay: number): string => new Date(utcDay).toISOString().slice(0, 10);

/** Mostly the one, now and then the other: the usual rule, and the edges. */
const usually = <T>(common: fc.Arbitrary<T>, rare: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: common, weight: 3 }, { arbitrary: rare, weight: 1 });

/** Any minute of the day, or one of the small hours the clocks skip or repeat. */
const timeArb = usually(
  fc.integer({ min: 0, max: DAY_MINUTES - 1 }),
  fc.constantFrom(0, 59, 60, 90, 120, 150, 180, 1439),
).map(timeOfDay);
const dateArb = usually(
  fc
    .tuple(
      fc.integer({ min: 2020, max: 2031 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    )
    .map(([year, month, day]) => `${year}-${pad(month)}-${pad(Math.min(day, daysIn(year, month)))}`),
  fc.constantFrom('2024-02-29', '2028-02-29', ...CLOCK_CHANGES),
);
const ruleArb: fc.Arbitrary<DistributionRule> = fc.oneof(
  fc.record({ every: fc.constant('once' as const), date: dateArb, time: timeArb }),
  fc.record({ every: fc.constant('daily' as const), time: timeArb }),
  fc.record({
    every: fc.constant('weekly' as const),
    weekday: fc.integer({ min: 1, max: 7 }),
    time: timeArb,
  }),
  fc.record({
    every: fc.constant('monthly' as const),
    day: usually(fc.integer({ min: 1, max: 31 }), fc.constantFrom(29, 30, 31)),
    time: timeArb,
  }),
  fc.record({ every: fc.constant('yearly' as const), date: dateArb, time: timeArb }),
);

/** A moment anywhere in the years, or within two days of a clock change. */
const momentArb = (min: number, max: number): fc.Arbitrary<number> =>
  usually(
    fc.integer({ min, max }),
    fc
      .tuple(fc.constantFrom(...CLOCK_CHANGES), fc.integer({ min: -2 * DAY, max: 2 * DAY }))
      .map(([date, offset]) => Date.parse(`${date}T00:00:00Z`) + offset),
  );
/** A window (a, b] of up to three years, sometimes of a few days. */
const scenarioArb = fc
  .record({
    rule: ruleArb,
    timeZone: fc.constantFrom(...ZONES),
    a: momentArb(START, END - 3 * YEAR),
    length: usually(fc.integer({ min: 1, max: 3 * YEAR }), fc.integer({ min: 1, max: 4 * DAY })),
  })
  .map(({ length, ...scenario }) => ({ ...scenario, b: scenario.a + length }));

/** The distribution a rule makes on `date` read straight off the calendar, or undefined on another day. */
function plainReading(rule: DistributionRule, date: string): Omit<Distribution, 'at'> | undefined {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  switch (rule.every) {
    case 'once':
      return date === rule.date ? { period: 'once', date } : undefined;
    case 'daily':
      return { period: `D${date}`, date };
    case 'weekly':
      return weekday === rule.weekday
        ? { period: `W${isoDate(Date.UTC(year, month - 1, day - weekday + 1))}`, date }
        : undefined;
    case 'monthly':
      return day === Math.min(rule.day, daysIn(year, month))
        ? { period: `M${date.slice(0, 7)}`, date }
        : undefined;
    case 'yearly': {
      const [, ruleMonth = 0, ruleDay = 0] = rule.date.split('-').map(Number);
      return month === ruleMonth && day === Math.min(ruleDay, daysIn(year, month))
        ? { period: `Y${year}`, date }
        : undefined;
    }
  }
}

/** The zone's wall clock at `instant` as 'YYYY-MM-DD HH:MM', which sorts in time order. */
const shown = (instant: number, timeZone: string): string => {
  const { date, minute } = zonedWallTime(instant, timeZone);
  return `${date} ${timeOfDay(minute)}`;
};

describe('the coupon distribution calendar, for any rule, zone and window', () => {
  it('splits nothing when a job restarts: consecutive windows give the whole window’s distributions', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.array(fc.tuple(fc.maxSafeNat(), fc.boolean()), { maxLength: 6 }),
        ({ rule, timeZone, a, b }, picks) => {
          const whole = distributionsBetween(rule, timeZone, a, b);
          // Some cuts land on a distribution's instant or a millisecond either side, the rest anywhere.
          const cuts = picks.map(([n, onOne]) => {
            const hit = whole[n % Math.max(whole.length, 1)];
            const cut = onOne && hit ? hit.at + (n % 3) - 1 : a + 1 + (n % (b - a));
            return Math.min(Math.max(cut, a + 1), b);
          });
          const bounds = [a, ...[...new Set(cuts)].sort((x, y) => x - y), b];
          const pieces = bounds
            .slice(1)
            .flatMap((to, index) => distributionsBetween(rule, timeZone, bounds[index] ?? a, to));
          expect(pieces).toEqual(whole);
        },
      ),
      RUNS,
    );
  });

  it('gives each period one distribution, in strictly increasing instants inside the window', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rule, timeZone, a, b }) => {
        const found = distributionsBetween(rule, timeZone, a, b);
        expect(new Set(found.map(({ period }) => period)).size).toBe(found.length);
        expect(found.filter(({ at }, index) => at <= (found[index - 1]?.at ?? a) || at > b)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('gives every period its distribution, on the day a plain reading of the calendar says', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rule, timeZone, a, b }) => {
        // Every local day from before the window's first to after its last, one by one.
        const expected: Distribution[] = [];
        const last = Date.parse(`${zonedDate(b, timeZone)}T00:00:00Z`) + DAY;
        for (let day = Date.parse(`${zonedDate(a, timeZone)}T00:00:00Z`) - 2 * DAY; day <= last; day += DAY) {
          const reading = plainReading(rule, isoDate(day));
          if (!reading) continue;
          const at = zonedInstant(reading.date, minutesOf(rule.time), timeZone);
          if (a < at && at <= b) expected.push({ ...reading, at });
        }
        expect(distributionsBetween(rule, timeZone, a, b)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('hands out at the rule’s wall time, or as the clocks jump past a time they skip', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rule, timeZone, a, b }) => {
        const wrong = distributionsBetween(rule, timeZone, a, b).filter(({ date, at }) => {
          const wanted = `${date} ${rule.time}`;
          if (shown(at, timeZone) === wanted) {
            // The first showing: clocks go back by half an hour, an hour or two, never more.
            return [30, 60, 120].some((minutes) => shown(at - minutes * MINUTE, timeZone) === wanted);
          }
          // Skipped: the minute before shows a time before it and `at` the first one after the jump.
          return !(shown(at - MINUTE, timeZone) < wanted && wanted < shown(at, timeZone));
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });
});
