// Issue 24's schedule property, at the job's level: a daily, weekly, monthly (the 31st) or yearly
// (29 February) membership coupon of a company whose clocks change (New York), handed out by runs
// that wake at random moments over years (each run a fresh call, as after a server restart, some
// at a distribution's very instant, some twice at once), gives each active member of the level
// exactly one coupon for every period of the rule in that time, and nothing more.
import fc from 'fast-check';
import { distributeDue } from '../../../server/members/coupon-distribution';
import { distributionsBetween, type DistributionRule } from '../../../server/members/coupon-calendar';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { BREAKFAST_COUPON } from '../../support/member-coupons';

const ZONE = 'America/New_York';
const DAY = 86_400_000;
/** Made a week before the spring or the autumn change of 2026; the runs go on for up to three years. */
const MADE = [Date.parse('2026-03-01T12:00:00Z'), Date.parse('2026-10-25T12:00:00Z')];
/** Days the runs go on: enough for a clock change and a few periods of each rule. */
const SPAN = { once: 30, daily: 20, weekly: 60, monthly: 400, yearly: 1_100 } as const;

const ruleArb: fc.Arbitrary<DistributionRule> = fc.oneof(
  fc.constantFrom<DistributionRule>(
    { every: 'daily', time: '02:30' },
    { every: 'daily', time: '01:30' },
    { every: 'weekly', weekday: 7, time: '02:15' },
    { every: 'monthly', day: 31, time: '00:00' },
    { every: 'yearly', date: '2028-02-29', time: '02:30' },
  ),
  fc
    .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 59) })
    .map(({ hour, minute }) => ({
      every: 'daily' as const,
      time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    })),
);

// A hang guard, not a speed check: alone the property takes a few seconds, longer beside three other
// files on two cores.
jest.setTimeout(120_000);

describeOnEachDatabase('membership coupon schedules across clock changes and restarts', (api) => {
  let tenants: DemoTenants;
  let level: number;
  let couponId: number;
  let members: number[];

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    // The company's calendar is its first shop's zone.
    await api.db.query(
      `UPDATE res_shop SET data = jsonb_set(data, '{timeZone}', '"${ZONE}"') WHERE company_id = $1`,
      [tenants.hk],
    );
    const create = async (resource: string, record: Record<string, unknown>) =>
      (await api.records.create(resource, { companyId: tenants.hk, ...record })).id as number;
    couponId = await create('coupon', { ...BREAKFAST_COUPON, name: '週期券' });
    level = await create('memberLevel', { name: '週期', status: 'enabled', pointsFrom: 0 });
    members = [
      await create('member', {
        nickname: '週一',
        countryCode: '+852',
        phone: '63330001',
        password: 'dimsum8',
        memberLevelId: level,
      }),
      await create('member', {
        nickname: '週二',
        countryCode: '+852',
        phone: '63330002',
        password: 'dimsum8',
        memberLevelId: level,
      }),
    ];
    await api.db.query(`UPDATE res_member SET created_at = $2 WHERE id = ANY($1)`, [
      members,
      new Date(Math.min(...MADE) - DAY),
    ]);
  });

  it('hands out one coupon per member for every period, however the runs fall', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        ruleArb,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom(...MADE),
        async (rule, fractions, twice, made) => {
          run += 1;
          const fields =
            rule.every === 'weekly'
              ? { distributionWeekday: rule.weekday }
              : rule.every === 'monthly'
                ? { distributionDay: rule.day }
                : rule.every === 'yearly' || rule.every === 'once'
                  ? { distributionDate: rule.date }
                  : {};
          const id = (
            await api.records.create('memberCoupon', {
              companyId: tenants.hk,
              name: `週期券 ${run}`,
              type: 'membership',
              couponId,
              memberLevelId: level,
              distributionRule: rule.every,
              distributionTime: rule.time,
              usage: 'single',
              expirationDays: 3650,
              status: 'enabled',
              ...fields,
            })
          ).id as number;
          await api.db.query('UPDATE res_member_coupon SET created_at = $2 WHERE id = $1', [
            id,
            new Date(made),
          ]);
          const end = made + SPAN[rule.every] * DAY;
          const all = distributionsBetween(rule, ZONE, made, end);
          // Wake-ups anywhere in the span, some exactly at a distribution, the last at its end.
          const wakes = fractions.map((fraction, n) => {
            const near = all[Math.floor(fraction * all.length)];
            return n % 3 === 0 && near ? near.at : made + Math.floor(fraction * (end - made));
          });
          for (const wake of [...wakes.sort((a, b) => a - b), end])
            await Promise.all(
              (twice ? [1, 2] : [1]).map(() => distributeDue(api.db, api.records, tenants.hk, ZONE, wake)),
            );
          const { rows } = await api.db.query<{ member: number; period: string; issued: Date }>(
            `SELECT member_id AS member, period, issued_at AS issued FROM held_coupon
              WHERE company_id = $1 AND member_coupon_id = $2 ORDER BY issued_at, member_id`,
            [tenants.hk, id],
          );
          expect(
            rows.map(({ member, period, issued }) => ({ member, period, at: new Date(issued).getTime() })),
          ).toEqual(all.flatMap(({ period, at }) => members.map((member) => ({ member, period, at }))));
          // Off before the next run, whose later wake-ups would hand this one out for years more.
          await api.db.query(
            `UPDATE res_member_coupon SET data = jsonb_set(data, '{status}', '"disabled"') WHERE id = $1`,
            [id],
          );
        },
      ),
      { numRuns: 10 },
    );
  });
});
