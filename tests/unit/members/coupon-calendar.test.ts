/**
 * @jest-environment node
 */
// The membership coupons' distribution calendar by example: each repetition, the short months, the
// clocks going forward and back in two hemispheres' rules, and the edges of a window.
import { distributionsBetween, type DistributionRule } from '../../../server/members/coupon-calendar';
import { zonedInstant } from '../../../protocol/zoned-time';

const HONG_KONG = 'Asia/Hong_Kong';
const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';

const utc = (iso: string): number => Date.parse(iso);
/** Midnight starting `date` in the zone. */
const midnight = (date: string, timeZone: string): number => zonedInstant(date, 0, timeZone);
/** The distributions falling on the local days from `first` up to, not including, `end`. */
const overDays = (rule: DistributionRule, timeZone: string, first: string, end: string) =>
  distributionsBetween(rule, timeZone, midnight(first, timeZone), midnight(end, timeZone));

describe('the distributions of a rule in a window', () => {
  it('hands out daily at the company’s wall time, one per local day', () => {
    expect(overDays({ every: 'daily', time: '09:00' }, HONG_KONG, '2026-11-29', '2026-12-01')).toEqual([
      { period: 'D2026-11-29', date: '2026-11-29', at: utc('2026-11-29T01:00:00Z') },
      { period: 'D2026-11-30', date: '2026-11-30', at: utc('2026-11-30T01:00:00Z') },
    ]);
  });

  it('hands out weekly on the rule’s weekday, keyed by the Monday of its week', () => {
    expect(
      overDays({ every: 'weekly', weekday: 3, time: '10:15' }, HONG_KONG, '2026-11-23', '2026-12-07'),
    ).toEqual([
      { period: 'W2026-11-23', date: '2026-11-25', at: utc('2026-11-25T02:15:00Z') },
      { period: 'W2026-11-30', date: '2026-12-02', at: utc('2026-12-02T02:15:00Z') },
    ]);
  });

  it('hands out monthly on the day, or on the last day of a shorter month', () => {
    const rule: DistributionRule = { every: 'monthly', day: 31, time: '08:00' };
    const leapYear = overDays(rule, HONG_KONG, '2028-01-01', '2029-01-01');
    expect(leapYear.map(({ date }) => date)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
    ]);
    expect(leapYear.map(({ period }) => period).slice(0, 3)).toEqual(['M2028-01', 'M2028-02', 'M2028-03']);
    expect(overDays(rule, HONG_KONG, '2027-02-01', '2027-03-01')).toEqual([
      { period: 'M2027-02', date: '2027-02-28', at: utc('2027-02-28T00:00:00Z') },
    ]);
  });

  it('hands out yearly on 29 February in leap years and on 28 February in the others', () => {
    const rule: DistributionRule = { every: 'yearly', date: '2024-02-29', time: '12:00' };
    expect(overDays(rule, HONG_KONG, '2027-01-01', '2029-01-01')).toEqual([
      { period: 'Y2027', date: '2027-02-28', at: utc('2027-02-28T04:00:00Z') },
      { period: 'Y2028', date: '2028-02-29', at: utc('2028-02-29T04:00:00Z') },
    ]);
  });

  it('hands out once on its day, and nothing in a window before or after it', () => {
    const rule: DistributionRule = { every: 'once', date: '2026-12-24', time: '18:00' };
    const once = { period: 'once', date: '2026-12-24', at: utc('2026-12-24T10:00:00Z') };
    expect(overDays(rule, HONG_KONG, '2026-12-01', '2026-12-24')).toEqual([]);
    expect(overDays(rule, HONG_KONG, '2026-12-24', '2026-12-25')).toEqual([once]);
    expect(overDays(rule, HONG_KONG, '2026-12-25', '2027-12-25')).toEqual([]);
  });

  it('counts a distribution at the window’s end and not at its start', () => {
    const rule: DistributionRule = { every: 'daily', time: '09:00' };
    const at = utc('2026-11-29T01:00:00Z');
    expect(distributionsBetween(rule, HONG_KONG, at - 1, at).map(({ period }) => period)).toEqual([
      'D2026-11-29',
    ]);
    expect(distributionsBetween(rule, HONG_KONG, at, at + 1)).toEqual([]);
  });
});

describe('the clocks going forward and back', () => {
  it.each([
    // New York skips 02:00–03:00 on 8 March 2026, London 01:00–02:00 on 29 March.
    [NEW_YORK, '2026-03-08', '02:30', '2026-03-08T07:00:00Z'],
    [LONDON, '2026-03-29', '01:30', '2026-03-29T01:00:00Z'],
  ])('in %s on %s hands out a skipped %s once, as the clocks jump past it', (zone, date, time, jump) => {
    const found = overDays({ every: 'daily', time }, zone, date, '2026-04-01').filter(
      (distribution) => distribution.date === date,
    );
    expect(found).toEqual([{ period: `D${date}`, date, at: utc(jump) }]);
  });

  it.each([
    // New York shows 01:00–02:00 twice on 1 November 2026 (EDT, then EST), London on 25 October (BST, then GMT).
    [NEW_YORK, '2026-11-01', '2026-11-01T05:30:00Z'],
    [LONDON, '2026-10-25', '2026-10-25T00:30:00Z'],
  ])('in %s on %s hands out 01:30, shown twice, once at its first showing', (zone, date, first) => {
    const next = new Date(utc(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(overDays({ every: 'daily', time: '01:30' }, zone, date, next)).toEqual([
      { period: `D${date}`, date, at: utc(first) },
    ]);
  });
});

describe('a malformed rule', () => {
  it.each<[string, DistributionRule]>([
    ['a weekday of 0', { every: 'weekly', weekday: 0, time: '09:00' }],
    ['a weekday of 8', { every: 'weekly', weekday: 8, time: '09:00' }],
    ['a day of 0', { every: 'monthly', day: 0, time: '09:00' }],
    ['a day of 32', { every: 'monthly', day: 32, time: '09:00' }],
    ['a day of 1.5', { every: 'monthly', day: 1.5, time: '09:00' }],
    ['a time of 24:00', { every: 'daily', time: '24:00' }],
    ['a time of 9:00', { every: 'daily', time: '9:00' }],
    ['a time of 09:60', { every: 'daily', time: '09:60' }],
    ['29 February in a common year', { every: 'yearly', date: '2027-02-29', time: '09:00' }],
    ['31 April', { every: 'once', date: '2026-04-31', time: '09:00' }],
    ['a thirteenth month', { every: 'once', date: '2026-13-01', time: '09:00' }],
  ])('throws for %s', (_, rule) => {
    expect(() => distributionsBetween(rule, HONG_KONG, 0, utc('2026-01-01T00:00:00Z'))).toThrow(Error);
  });
});
