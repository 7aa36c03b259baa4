// A member's top-up by a top-up option (issue 24 item 3): staff on his row and a till each top him
// up with the option's amount and every gift it gives (money, points expiring as the member
// settings say, top-up coupons), shown in his histories and his coupons; the same key answers the
// first outcome and moves nothing, another request under it is refused; a disabled option, a
// suspended member, the balance switched off, a reward coupon no longer given and one all handed
// out are refused naming the field, moving nothing; another company's member and option are not
// found; twenty top-ups of one member at once each count once and the ledger reconciles. The
// option's own rule: a coupon reward names at least one coupon (business §5), and a coupon an
// option gives is not deleted.
import { reconcileLedger } from '../../../engine/server';
import type { TopUp } from '../../../protocol/top-ups';
import { BREAKFAST_COUPON } from '../../support/member-coupons';
import { describeOnEachDatabase } from '../support/api-harness';
import { loyaltyTills } from '../support/pos-devices';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;
const DAY = 86_400_000;

describeOnEachDatabase('top-ups with their gifts', (api) => {
  let tenants: DemoTenants;
  const tills = loyaltyTills(api);
  const ids = {
    mei: 0,
    lam: 0,
    kowloonMember: 0,
    singleCoupon: 0,
    unlimitedCoupon: 0,
    membershipCoupon: 0,
    full: 0,
    plain: 0,
    off: 0,
    kowloonOption: 0,
  };

  const create = async (resource: string, record: Row, companyId = tenants.hk) =>
    (await api.records.create(resource, { companyId, ...record })).id as number;
  const member = (nickname: string, phone: string, companyId = tenants.hk) =>
    create('member', { nickname, countryCode: '+852', phone, password: 'dimsum8' }, companyId);
  const topUpCoupon = (name: string, usage: string, expirationDays: number, couponId: number) =>
    create('memberCoupon', { name, type: 'topUp', couponId, usage, expirationDays, status: 'enabled' });
  const option = (body: Row, as = 'hk.owner') =>
    api.callAs<{ id: number }>(as, 'POST', '/member/topUp/option', {
      name: '儲值 1000',
      amount: 100_000,
      monetaryReward: 0,
      pointReward: 0,
      couponReward: false,
      status: 'enabled',
      ...body,
    });
  const staffTopUp = (body: Row, as = 'hk.owner') =>
    api.callAs<TopUp>(as, 'POST', '/member/topUp', { id: ids.mei, optionId: ids.full, key: 'k1', ...body });
  const detail = async (list: string, id = ids.mei) =>
    (await api.callAs<Row[]>('hk.owner', 'PUT', `/member/detail/${list}`, { id, pageSize: 100 })).data;
  const count = async (sql: string) => Number((await api.db.query<{ n: string }>(sql)).rows[0]?.n);
  const moved = async () => ({
    transactions: await count('SELECT count(*) AS n FROM ledger_transaction'),
    coupons: await count('SELECT count(*) AS n FROM held_coupon'),
    topUps: await count('SELECT count(*) AS n FROM member_top_up'),
  });
  const settings = async (changes: Row) => {
    const current = await api.callAs<Row>('hk.owner', 'PUT', '/member/settings', {});
    const saved = await api.callAs('hk.owner', 'PUT', '/member/settings/modify', {
      ...current.data,
      ...changes,
    });
    expect(saved.status).toBe(0);
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    await tills.open(tenants, 'Top-up till');
    const couponId = await create('coupon', BREAKFAST_COUPON);
    ids.singleCoupon = await topUpCoupon('儲值早餐券', 'single', 30, couponId);
    ids.unlimitedCoupon = await topUpCoupon('儲值常用券', 'unlimited', 60, couponId);
    ids.membershipCoupon = await create('memberCoupon', {
      name: '每日早餐券',
      type: 'membership',
      couponId,
      memberLevelId: await create('memberLevel', { name: '儲值級', status: 'enabled', pointsFrom: 0 }),
      distributionRule: 'daily',
      distributionTime: '09:00',
      usage: 'single',
      expirationDays: 5,
      status: 'enabled',
    });
    ids.mei = await member('阿美', '63330001');
    ids.lam = await member('阿林', '63330002');
    ids.kowloonMember = await member('九龍客', '63330003', tenants.kowloon);
    const made = async (body: Row) => {
      const answer = await option(body);
      expect(answer.status).toBe(0);
      return answer.data.id;
    };
    ids.full = await made({
      name: '儲值 1000 送禮',
      monetaryReward: 10_000,
      pointReward: 50,
      couponReward: true,
      couponIds: [ids.singleCoupon, ids.unlimitedCoupon],
    });
    ids.plain = await made({ name: '儲值 200', amount: 20_000 });
    ids.off = await made({ name: '已停用', amount: 30_000, status: 'disabled' });
    ids.kowloonOption = await create(
      'topUpOption',
      {
        name: '九龍儲值',
        amount: 5_000,
        monetaryReward: 0,
        pointReward: 0,
        couponReward: false,
        status: 'enabled',
      },
      tenants.kowloon,
    );
  });

  it('refuses a coupon reward with no coupon, naming the field', async () => {
    for (const couponIds of [[], undefined]) {
      const refused = await option({ couponReward: true, ...(couponIds ? { couponIds } : {}) });
      expect(refused).toMatchObject({
        status: 1,
        errors: [{ field: 'couponIds', msgEn: 'Please select at least one coupon for a coupon reward' }],
      });
    }
    const current = await api.callAs<Row[]>('hk.owner', 'PUT', '/member/topUp/option', { id: ids.plain });
    const edit = await api.callAs('hk.owner', 'PUT', '/member/topUp/option/modify', {
      ...current.data[0],
      couponReward: true,
      couponIds: [],
    });
    expect(edit).toMatchObject({
      status: 1,
      errors: [{ field: 'couponIds', msgEn: 'Please select at least one coupon for a coupon reward' }],
    });
    // A coupon an option gives is not deleted from under it.
    expect(
      await api.callAs('hk.owner', 'DELETE', '/member/level/coupon', { id: ids.unlimitedCoupon }),
    ).toMatchObject({ status: 7 });
  });

  it('tops up with every reward kind in his histories and coupons, once per key', async () => {
    const before = Date.now();
    const first = await staffTopUp({});
    expect(first).toMatchObject({
      status: 0,
      data: {
        replayed: false,
        amount: 100_000,
        monetaryReward: 10_000,
        pointReward: 50,
        balance: 110_000,
        points: 50,
      },
    });
    expect(
      first.data.coupons.map(({ memberCouponId, singleUse }) => ({ memberCouponId, singleUse })),
    ).toEqual([
      { memberCouponId: ids.singleCoupon, singleUse: true },
      { memberCouponId: ids.unlimitedCoupon, singleUse: false },
    ]);
    const expiry = Date.parse(first.data.coupons[1]?.expiresAt ?? '');
    expect(expiry - before).toBeGreaterThanOrEqual(60 * DAY);
    expect(expiry - before).toBeLessThan(60 * DAY + 60_000);

    expect(
      (await detail('balanceHistory')).map(({ type, amount, balanceAfter }) => ({
        type,
        amount,
        balanceAfter,
      })),
    ).toEqual([
      { type: 'topUpGift', amount: 10_000, balanceAfter: 110_000 },
      { type: 'topUp', amount: 100_000, balanceAfter: 100_000 },
    ]);
    expect((await detail('pointsHistory')).map(({ type, amount }) => ({ type, amount }))).toEqual([
      { type: 'topUpGift', amount: 50 },
    ]);
    // The points last as the member settings' points do: twelve months by default.
    const lot = await api.db.query<{ expiresAt: Date }>(
      `SELECT l.expires_at AS "expiresAt" FROM ledger_lot l
         JOIN ledger_account a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE a.company_id = $1 AND a.kind = 'points' AND a.member_id = $2`,
      [tenants.hk, ids.mei],
    );
    const lotExpiry = new Date(lot.rows[0]?.expiresAt ?? 0).getTime();
    expect(lotExpiry - before).toBeGreaterThan(364 * DAY);
    expect(lotExpiry - before).toBeLessThan(367 * DAY);
    expect((await detail('coupons')).map(({ name, standing }) => ({ name, standing }))).toEqual(
      expect.arrayContaining([
        { name: '儲值早餐券', standing: 'available' },
        { name: '儲值常用券', standing: 'available' },
      ]),
    );
    // The till offers them as any held coupon.
    const usable = await tills.call<Row[]>('members/coupons', { memberId: ids.mei });
    expect(usable.data.map(({ name }) => name).sort()).toEqual(['儲值常用券', '儲值早餐券']);

    const before2 = await moved();
    expect(await staffTopUp({})).toEqual({ ...first, data: { ...first.data, replayed: true } });
    expect(await staffTopUp({ optionId: ids.plain })).toMatchObject({ status: 10 });
    expect(await staffTopUp({ id: ids.lam })).toMatchObject({ status: 10 });
    expect(await moved()).toEqual(before2);
  });

  it('tops up at the till within the key’s company, its keys apart from the staff’s', async () => {
    const till = (body: Row, at: 'central' | 'mongkok' = 'central') =>
      tills.call<TopUp>('members/topUp', { memberId: ids.lam, optionId: ids.plain, key: 'k1', ...body }, at);
    const first = await till({});
    expect(first).toMatchObject({
      status: 0,
      data: { replayed: false, amount: 20_000, balance: 20_000, points: 0, coupons: [] },
    });
    expect((await detail('balanceHistory', ids.lam))[0]).toMatchObject({
      type: 'topUp',
      amount: 20_000,
      by: 'Top-up till',
    });
    expect(await till({})).toEqual({ ...first, data: { ...first.data, replayed: true } });
    expect(await till({ optionId: ids.kowloonOption, key: 'k2' })).toMatchObject({ status: 2 });
    expect(await till({ key: 'k3' }, 'mongkok')).toMatchObject({ status: 2 });
    expect(
      await till({ memberId: ids.kowloonMember, optionId: ids.kowloonOption, key: 'k4' }, 'mongkok'),
    ).toMatchObject({ status: 0, data: { balance: 5_000 } });
    expect(await staffTopUp({ id: ids.kowloonMember, key: 'k5' })).toMatchObject({ status: 2 });
    expect(await staffTopUp({ optionId: ids.kowloonOption, key: 'k6' })).toMatchObject({ status: 2 });
    expect(await staffTopUp({ key: 'k7' }, 'kowloon.owner')).toMatchObject({ status: 2 });
    expect(await till({ key: '#ledger' })).toMatchObject({ status: 1, errors: [{ field: 'key' }] });
  });

  it('refuses what cannot be topped up, naming the field, and moves nothing', async () => {
    let tries = 0;
    const refusal = async (body: Row, field: string, msgEn: string) => {
      const before = await moved();
      tries += 1;
      expect(await staffTopUp({ key: `refused-${tries}`, ...body })).toMatchObject({
        status: 1,
        errors: [{ field, msgEn }],
      });
      expect(await moved()).toEqual(before);
    };
    await refusal({ optionId: ids.off }, 'optionId', 'This top-up option is disabled');

    await api.records.modify('memberCoupon', ids.unlimitedCoupon, { status: 'disabled' });
    await refusal(
      {},
      'optionId',
      'A coupon this top-up option gives is disabled, deleted or not a top-up coupon',
    );
    await api.records.modify('memberCoupon', ids.unlimitedCoupon, { status: 'enabled' });
    // The option's lookup offers top-up coupons only, and its save takes no other...
    const mixed = await option({ couponReward: true, couponIds: [ids.singleCoupon, ids.membershipCoupon] });
    expect(mixed).toMatchObject({ status: 1, errors: [{ field: 'couponIds' }] });
    // ...but a coupon made another type since is held back at the top-up.
    const turned = await option({ couponReward: true, couponIds: [ids.singleCoupon] });
    expect(turned.status).toBe(0);
    await api.db.query(
      `UPDATE res_member_coupon SET data = jsonb_set(data, '{type}', '"membership"') WHERE id = $1`,
      [ids.singleCoupon],
    );
    await refusal(
      { optionId: turned.data.id },
      'optionId',
      'A coupon this top-up option gives is disabled, deleted or not a top-up coupon',
    );
    await api.db.query(
      `UPDATE res_member_coupon SET data = jsonb_set(data, '{type}', '"topUp"') WHERE id = $1`,
      [ids.singleCoupon],
    );

    // A reward coupon's volume is the most handed out in all: five top-ups race for its last one.
    const lastOne = await create('memberCoupon', {
      name: '限量券',
      type: 'topUp',
      couponId: (await api.records.find('memberCoupon', ids.singleCoupon))?.couponId,
      usage: 'single',
      expirationDays: 7,
      volume: 1,
      status: 'enabled',
    });
    const limited = await option({ name: '限量', couponReward: true, couponIds: [lastOne] });
    const before = await moved();
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => staffTopUp({ optionId: limited.data.id, key: `last-one-${n}` })),
    );
    expect(racing.filter(({ status }) => status === 0)).toHaveLength(1);
    expect(racing.filter(({ status }) => status !== 0)).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({
          status: 1,
          errors: [
            expect.objectContaining({
              field: 'optionId',
              msgEn: 'A coupon this top-up option gives has all been handed out',
            }),
          ],
        }),
      ),
    );
    expect(await moved()).toEqual({
      transactions: before.transactions + 1,
      coupons: before.coupons + 1,
      topUps: before.topUps + 1,
    });

    await settings({ balanceEnabled: false });
    await refusal({}, 'optionId', 'The balance is switched off in the member settings');
    await settings({ balanceEnabled: true });

    expect((await api.callAs('hk.owner', 'PUT', '/member/suspend', { id: ids.lam })).status).toBe(0);
    await refusal({ id: ids.lam }, 'id', 'This member is suspended');
    expect(
      await tills.call('members/topUp', { memberId: ids.lam, optionId: ids.plain, key: 'away' }),
    ).toMatchObject({ status: 1, errors: [{ field: 'memberId', msgEn: 'This member is suspended' }] });
    expect((await api.callAs('hk.owner', 'PUT', '/member/activate', { id: ids.lam })).status).toBe(0);
  });

  it('counts twenty top-ups of one member at once, each sent twice, once each, and reconciles', async () => {
    const holdings = (await staffTopUp({ id: ids.lam, optionId: ids.plain, key: 'start' })).data;
    const coupons = await count(`SELECT count(*) AS n FROM held_coupon WHERE member_id = ${ids.lam}`);
    const burst = Array.from({ length: 20 }, (_, n) => ({ id: ids.lam, key: `burst-${n}` }));
    const answers = await Promise.all([...burst, ...burst].map((body) => staffTopUp(body)));
    expect(answers.every(({ status }) => status === 0)).toBe(true);
    expect(answers.filter(({ data }) => !data.replayed)).toHaveLength(20);
    const last = await staffTopUp({ id: ids.lam, optionId: ids.plain, key: 'end' });
    expect(last.data).toMatchObject({
      balance: holdings.balance + 20 * 110_000 + 20_000,
      points: holdings.points + 20 * 50,
    });
    expect(await count(`SELECT count(*) AS n FROM held_coupon WHERE member_id = ${ids.lam}`)).toBe(
      coupons + 40,
    );
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
    expect(await reconcileLedger(api.db, tenants.kowloon)).toEqual([]);
  });
});
