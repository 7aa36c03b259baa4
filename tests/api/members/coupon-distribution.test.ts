// Membership coupons handed out (issue 24 item 1): each distribution of a level's coupon reaches
// every active member of that level who had signed up by then, once per period however often the
// job runs; a suspended member, another level's and a disabled coupon get nothing; the volume caps
// the total; the job's recurrence finds the company only while a distribution is still to do; and
// the member's detail lists his coupons, filtered to all, available, used or expired, within reach.
import { couponDistribution, distributeDue } from '../../../server/members/coupon-distribution';
import { distributionsBetween } from '../../../server/members/coupon-calendar';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { BREAKFAST_COUPON } from '../../support/member-coupons';

const ZONE = 'Asia/Hong_Kong';
const DAY = 86_400_000;

describeOnEachDatabase('membership coupons handed out', (api) => {
  let tenants: DemoTenants;
  let level: number;
  let otherLevel: number;
  let couponId: number;
  const members: Record<'ann' | 'ben' | 'sus' | 'other', number> = { ann: 0, ben: 0, sus: 0, other: 0 };

  const create = async (resource: string, record: Record<string, unknown>) => {
    try {
      return (await api.records.create(resource, { companyId: tenants.hk, ...record })).id as number;
    } catch (error) {
      throw new Error(`${resource} refused: ${JSON.stringify(error)}`);
    }
  };
  /** Makes a membership coupon as if created `daysAgo` days before now. */
  const definition = async (record: Record<string, unknown>, daysAgo: number) => {
    const id = await create('memberCoupon', {
      name: '每日早餐券',
      type: 'membership',
      couponId,
      memberLevelId: level,
      distributionRule: 'daily',
      distributionTime: '09:00',
      usage: 'single',
      expirationDays: 5,
      status: 'enabled',
      ...record,
    });
    await api.db.query(
      `UPDATE res_member_coupon SET created_at = now() - $2 * interval '1 day' WHERE id = $1`,
      [id, daysAgo],
    );
    return id;
  };
  const held = async (memberCoupon: number) =>
    (
      await api.db.query<{ member: number; period: string }>(
        `SELECT member_id AS member, period FROM held_coupon WHERE member_coupon_id = $1 ORDER BY period, member_id`,
        [memberCoupon],
      )
    ).rows;
  const distribute = (now: number) => distributeDue(api.db, api.records, tenants.hk, ZONE, now);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    couponId = await create('coupon', BREAKFAST_COUPON);
    level = await create('memberLevel', { name: '早鳥', status: 'enabled', pointsFrom: 0, pointsTo: 99 });
    otherLevel = await create('memberLevel', { name: '常客', status: 'enabled', pointsFrom: 100 });
    const member = (nickname: string, phone: string, memberLevelId: number) =>
      create('member', {
        nickname,
        countryCode: '+852',
        phone,
        password: 'dimsum8',
        memberLevelId,
      });
    members.ann = await member('阿安', '61110001', level);
    members.ben = await member('阿斌', '61110002', level);
    members.sus = await member('阿停', '61110003', level);
    members.other = await member('阿他', '61110004', otherLevel);
    await api.db.query(
      `UPDATE res_member SET data = jsonb_set(data, '{accountStatus}', '"suspended"') WHERE id = $1`,
      [members.sus],
    );
    // Signed up a week ago, so every distribution below finds them.
    await api.db.query(`UPDATE res_member SET created_at = now() - interval '7 days' WHERE id = ANY($1)`, [
      Object.values(members),
    ]);
  });

  it("hands each period's coupon once to each active member of the level, however often it runs", async () => {
    const daily = await definition({}, 3);
    const now = Date.now();
    const created = now - 3 * DAY;
    const periods = distributionsBetween({ every: 'daily', time: '09:00' }, ZONE, created, now).map(
      ({ period }) => period,
    );
    expect(periods.length).toBeGreaterThanOrEqual(2);
    // The job's recurrence finds the company while a distribution is still to do, and not after.
    const due = () => couponDistribution(api.records, ZONE).options.recurs?.due(api.db, new Date(now));
    expect(await due()).toEqual([tenants.hk]);
    const given = await distribute(now);
    expect(given).toBe(periods.length * 2);
    const expected = periods.flatMap((period) =>
      [members.ann, members.ben].sort((a, b) => a - b).map((member) => ({ member, period })),
    );
    expect(await held(daily)).toEqual(expected);
    // Again, and twice at once: nothing more.
    expect(await Promise.all([distribute(now), distribute(now)])).toEqual([0, 0]);
    expect(await held(daily)).toEqual(expected);
    expect(await due()).toEqual([]);
    // A day later, the next period only.
    expect(await distribute(now + DAY)).toBe(2);
    expect((await held(daily)).length).toBe(expected.length + 2);
    const runs = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_coupon_run WHERE member_coupon_id = $1',
      [daily],
    );
    expect(runs.rows[0]?.n).toBe(periods.length + 1);
  });

  it('caps the total at the volume, gives a disabled coupon to nobody, and skips what would be born expired', async () => {
    const capped = await definition({ name: '限量券', volume: 3 }, 3);
    const disabled = await definition({ name: '停用券', status: 'disabled' }, 3);
    // Made a month ago and good for two days: a month of daily coupons would mostly be born expired.
    const short = await definition({ name: '兩日券', expirationDays: 2 }, 30);
    const now = Date.now();
    await distribute(now);
    expect((await held(capped)).length).toBe(3);
    expect(await held(disabled)).toEqual([]);
    const lasting = distributionsBetween({ every: 'daily', time: '09:00' }, ZONE, now - 2 * DAY, now);
    expect((await held(short)).map(({ period }) => period)).toEqual(
      lasting.flatMap(({ period }) => [period, period]),
    );
  });

  it("lists the member's coupons in his detail, by where they stand, within reach", async () => {
    const list = (filter: string | undefined, as = 'hk.owner', id = members.ann) =>
      api.callAs<{ name: string; standing: string; couponType: string }[]>(
        as,
        'PUT',
        '/member/detail/coupons',
        {
          id,
          ...(filter ? { filter } : {}),
        },
      );
    const all = await list(undefined);
    expect(all.status).toBe(0);
    expect(all.count).toBeGreaterThan(2);
    expect(all.data[0]).toMatchObject({ coupon: '早餐券', couponType: 'cash' });
    const count = async (filter: string) => (await list(filter)).count;
    // The two-day coupons of the test before may have run out by now, depending on the hour: the
    // database says which.
    const lapsed = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_coupon WHERE member_id = $1 AND expires_at <= now()',
      [members.ann],
    );
    const expiredBefore = lapsed.rows[0]?.n ?? 0;
    expect(all.data.filter(({ standing }) => standing === 'expired')).toHaveLength(expiredBefore);
    expect(
      all.data
        .filter(({ standing }) => standing !== 'expired')
        .every(({ standing }) => standing === 'available'),
    ).toBe(true);
    expect(await count('available')).toBe((all.count ?? 0) - expiredBefore);

    const [first, second] = (
      await api.db.query<{ id: string }>(
        'SELECT id FROM held_coupon WHERE member_id = $1 AND single_use AND expires_at > now() ORDER BY id LIMIT 2',
        [members.ann],
      )
    ).rows;
    await api.db.query('UPDATE held_coupon SET uses = 1, last_used_at = now() WHERE id = $1', [first?.id]);
    await api.db.query(
      `UPDATE held_coupon SET issued_at = now() - interval '10 days', expires_at = now() - interval '1 day' WHERE id = $1`,
      [second?.id],
    );
    expect(await count('used')).toBe(1);
    expect(await count('expired')).toBe(expiredBefore + 1);
    expect(await count('available')).toBe((all.count ?? 0) - expiredBefore - 2);
    expect(await count('all')).toBe(all.count);
    expect(await list('lost')).toMatchObject({ status: 1 });
    expect(await list(undefined, 'kowloon.owner')).toMatchObject({ status: 2 });
  });
});
