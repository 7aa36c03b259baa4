// Stamp cards (issue 24 item 4, business §3 "Stamp setting", §5): while the company's stamps are on,
// a closed order naming a member earns him stamps by the stamp setting, once however often the till
// sends it; a later version moves them to what it earns (a refund its share, a deleted order all);
// a full card gives its reward coupon once, the next card starting with the surplus; stamps taken
// back after a card was filled come off the next one, never off the reward, and two shops' orders at
// once fill each card once. The setting refuses a card by dish without a dish, naming the field;
// another company neither reads nor moves them. The till's member lookup shows his card.
import type { PosMember } from '../../../protocol/pos-members';
import type { PosOrder } from '../../../protocol/pos-order';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { amendedOrder, closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { deletedOrder, newMemberOf, type OrdersAnswer } from '../support/member-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;

describeOnEachDatabase('stamp cards earned by a member’s orders', (api) => {
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let centralKey: string;
  let causewayKey: string;
  let levelId: number;
  const devices = deviceCalls(api);
  const send = async (shopId: number, key: string, orders: PosOrder[]) =>
    (await devices.send('orders', { shopId, orders }, key)).data as unknown as OrdersAnswer;
  const ingest = (...orders: PosOrder[]) => send(tenants.central, centralKey, orders);
  const his = (order: PosOrder, memberId: number): PosOrder => ({ ...order, memberId });
  const newMember = (phone: string) => newMemberOf(api, `印花 ${phone}`, phone, levelId);
  const save = async (endpoint: string, changes: object, as = 'hk.owner') => {
    const current = await api.callAs<Row>(as, 'PUT', endpoint, {});
    return api.callAs<Row>(as, 'PUT', `${endpoint}/modify`, { ...current.data, ...changes });
  };
  const stampsOn = async (on: boolean) =>
    expect(await save('/member/settings', { stampEnabled: on })).toMatchObject({ status: 0 });
  const setStamps = async (changes: object) => {
    const saved = await save('/member/stamp/setting', changes);
    expect(saved.errors ?? []).toEqual([]);
    expect(saved.status).toBe(0);
  };
  const lookup = async (memberId: number) =>
    (await devices.send('members/lookup', { shopId: tenants.central, memberId }, centralKey))
      .data as unknown as PosMember;
  const moves = async (memberId: number) =>
    (await api.callAs<Row[]>('hk.owner', 'PUT', '/member/detail/stamps', { id: memberId })).data;
  const card = async (memberId: number) => {
    const { rows } = await api.db.query<{ cards: number; stamps: number }>(
      'SELECT cards_filled AS cards, stamps FROM member_stamp_card WHERE company_id = $1 AND member_id = $2',
      [tenants.hk, memberId],
    );
    return rows[0] ?? { cards: 0, stamps: 0 };
  };
  const rewards = async (memberId: number) =>
    (
      await api.db.query<{ key: string; name: string; coupon: number; singleUse: boolean; days: number }>(
        `SELECT grant_key AS key, name, coupon_id AS coupon, single_use AS "singleUse",
                round(extract(epoch FROM expires_at - issued_at) / 86400)::int AS days
           FROM held_coupon WHERE company_id = $1 AND member_id = $2 AND origin = 'stamps' ORDER BY id`,
        [tenants.hk, memberId],
      )
    ).rows;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'stamps');
    const device = await devices.create('hk.owner', tenants.central, 'Stamps till');
    centralKey = (await devices.issue('hk.owner', device)).data.key;
    const second = await devices.create('hk.owner', tenants.causeway, 'Stamps till');
    causewayKey = (await devices.issue('hk.owner', second)).data.key;
    const level = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
      name: '印花測試',
      status: 'enabled',
      pointsFrom: 0,
    });
    levelId = level.data.id;
    await stampsOn(true);
    // A stamp for every HK$30.00 of net sales from HK$50.00 on, five to a card.
    await setStamps({
      stampsPerCard: 5,
      method: 'byAmount',
      centsPerStamp: 3_000,
      minimumCents: 5_000,
      rewardCouponId: records.couponId,
      rewardName: '集滿五印：免費奶茶',
      rewardUsage: 'single',
      rewardExpirationDays: 30,
    });
  });

  it('earns by amount once, follows a refund, fills a card into its reward once, and never takes it back', async () => {
    const memberId = await newMember('63345678');
    // Net sales 111.10: 3 stamps, however many times the till sends it.
    const first = his(closedOrder(records, 'ST-1'), memberId);
    await Promise.all([ingest(first), ingest(first), ingest(first)]);
    expect(await card(memberId)).toEqual({ cards: 0, stamps: 3 });

    // A dish deleted and 8.10 refunded: net sales 88.16, 2 stamps; the same version again moves nothing.
    const amended = amendedOrder(first, records, '2026-03-02T14:00:00+08:00');
    await ingest(amended);
    await ingest(amended);
    expect(await card(memberId)).toEqual({ cards: 0, stamps: 2 });

    // Two more orders of 3 stamps each: the card fills at 5, its reward given, 3 carried over...
    const second = his(closedOrder(records, 'ST-2', '2026-03-03T13:30:00+08:00'), memberId);
    await ingest(second);
    expect(await card(memberId)).toEqual({ cards: 1, stamps: 0 });
    await ingest(his(closedOrder(records, 'ST-3', '2026-03-03T18:30:00+08:00'), memberId));
    expect(await card(memberId)).toEqual({ cards: 1, stamps: 3 });
    const given = [
      {
        key: `stamps:${memberId}:1`,
        name: '集滿五印：免費奶茶',
        coupon: records.couponId,
        singleUse: true,
        days: 30,
      },
    ];
    expect(await rewards(memberId)).toEqual(given);

    // ...and neither the same orders sent again nor the filling order deleted give or take a reward:
    // its stamps come off the next card.
    await ingest(first, second);
    await ingest(deletedOrder(second, '2026-03-03T20:00:00+08:00'));
    expect(await card(memberId)).toEqual({ cards: 1, stamps: 0 });
    await ingest(his(closedOrder(records, 'ST-4', '2026-03-04T13:30:00+08:00'), memberId));
    expect(await card(memberId)).toEqual({ cards: 1, stamps: 3 });
    expect(await rewards(memberId)).toEqual(given);

    // His detail lists each move, newest first, with his card after it.
    const listed = await moves(memberId);
    expect(
      listed.map(({ order, stamps, card: number, cardStamps, rewards: filled }) => [
        order,
        stamps,
        number,
        cardStamps,
        filled,
      ]),
    ).toEqual([
      ['ST-4', 3, 2, 3, 0],
      ['ST-2', -3, 2, 0, 0],
      ['ST-3', 3, 2, 3, 0],
      ['ST-2', 3, 2, 0, 1],
      ['ST-1', -1, 1, 2, 0],
      ['ST-1', 3, 1, 3, 0],
    ]);
    expect(listed[0]).toMatchObject({ stampsPerCard: 5 });
    // The till that looks him up sees the card he is filling.
    expect((await lookup(memberId)).stampCard).toEqual({ card: 2, stamps: 3, stampsPerCard: 5 });
  });

  it('fills each card once while two shops’ tills send his orders at once, the reward named as its coupon', async () => {
    await setStamps({ rewardName: null });
    const memberId = await newMember('63345684');
    // Six orders of 3 stamps each, three at each shop, all at once: 18 stamps, 3 cards and 3 over.
    const orders = [1, 2, 3].map((n) =>
      his(closedOrder(records, `ST-R${n}`, '2026-03-09T13:30:00+08:00'), memberId),
    );
    const answers = await Promise.all(
      orders.flatMap((order) => [ingest(order), send(tenants.causeway, causewayKey, [order])]),
    );
    expect(answers.flatMap(({ rejected }) => rejected)).toEqual([]);
    expect(await card(memberId)).toEqual({ cards: 3, stamps: 3 });
    expect((await rewards(memberId)).map(({ key, name }) => [key, name])).toEqual(
      [1, 2, 3].map((n) => [`stamps:${memberId}:${n}`, 'Coupon stamps']),
    );
    await setStamps({ rewardName: '集滿五印：免費奶茶' });
  });

  it('moves an order’s stamps to the member a later version names', async () => {
    const [one, other] = [await newMember('63345679'), await newMember('63345680')];
    const order = his(closedOrder(records, 'ST-5', '2026-03-05T13:30:00+08:00'), one);
    await ingest(order);
    await ingest({ ...his(order, other), updatedAt: '2026-03-05T13:40:00+08:00' });
    expect([await card(one), await card(other)]).toEqual([
      { cards: 0, stamps: 0 },
      { cards: 0, stamps: 3 },
    ]);
  });

  it('earns by dish, less a refund’s share, and none below the minimum consumption', async () => {
    await setStamps({ method: 'byDish', dishIds: [records.dishId], minimumCents: 10_000 });
    try {
      const memberId = await newMember('63345681');
      // Two of the applicable dish, net sales 111.10 over the minimum: 2 stamps.
      const order = his(closedOrder(records, 'ST-6', '2026-03-06T13:30:00+08:00'), memberId);
      await ingest(order);
      expect(await card(memberId)).toEqual({ cards: 0, stamps: 2 });
      // Refunded to 88.16, below the minimum of 100.00: none.
      await ingest(amendedOrder(order, records, '2026-03-06T14:00:00+08:00'));
      expect(await card(memberId)).toEqual({ cards: 0, stamps: 0 });
    } finally {
      await setStamps({ method: 'byAmount', centsPerStamp: 3_000, minimumCents: 5_000 });
    }
  });

  it('earns nothing while the stamps are off', async () => {
    await stampsOn(false);
    try {
      const memberId = await newMember('63345682');
      const answer = await ingest(his(closedOrder(records, 'ST-7', '2026-03-07T13:30:00+08:00'), memberId));
      expect(answer.rejected).toEqual([]);
      expect(await card(memberId)).toEqual({ cards: 0, stamps: 0 });
      expect(await moves(memberId)).toEqual([]);
      expect((await lookup(memberId)).stampCard).toBeNull();
    } finally {
      await stampsOn(true);
    }
  });

  it('ingests a huge order, its stamps clamped to what one order may earn: at most 100 cards', async () => {
    // Every figure of the order ten million times over (HK$1.1 billion), a stamp a cent: 1.1e11
    // stamps unclamped; five to a card, one order version earns 500 of them, 100 cards.
    await setStamps({ centsPerStamp: 1, minimumCents: 0 });
    try {
      const memberId = await newMember('63345689');
      const times = (cents: number) => cents * 10_000_000;
      const order = closedOrder(records, 'ST-9', '2026-03-09T13:30:00+08:00');
      const huge: PosOrder = {
        ...order,
        memberId,
        subtotal: times(order.subtotal),
        discount: times(order.discount),
        serviceCharge: times(order.serviceCharge),
        tips: times(order.tips),
        total: times(order.total),
        lines: order.lines.map((line) => ({ ...line, amount: times(line.amount) })),
        payments: order.payments.map((payment) => ({ ...payment, amount: times(payment.amount) })),
      };
      const answer = await ingest(
        huge,
        his(closedOrder(records, 'ST-10', '2026-03-09T14:30:00+08:00'), memberId),
      );
      expect(answer.rejected).toEqual([]);
      // The second order's 11,110 stamps are clamped too: 200 cards in all.
      expect(await card(memberId)).toEqual({ cards: 200, stamps: 0 });
      expect(await rewards(memberId)).toHaveLength(200);
    } finally {
      await setStamps({ centsPerStamp: 3_000, minimumCents: 5_000 });
    }
  });

  it('refuses a card by dish without a dish, naming the field, and changes nothing', async () => {
    const before = await api.callAs<Row>('hk.owner', 'PUT', '/member/stamp/setting', {});
    const refused = await save('/member/stamp/setting', { method: 'byDish', dishIds: [] });
    expect(refused.status).not.toBe(0);
    expect(refused.errors?.[0]).toMatchObject({
      field: 'dishIds',
      msgEn: 'Please select at least one applicable dish',
    });
    expect(await api.callAs<Row>('hk.owner', 'PUT', '/member/stamp/setting', {})).toMatchObject({
      data: { version: before.data.version, method: 'byAmount' },
    });
  });

  it('keeps each company’s setting and members’ stamps to itself', async () => {
    const memberId = await newMember('63345683');
    await ingest(his(closedOrder(records, 'ST-8', '2026-03-08T13:30:00+08:00'), memberId));
    expect(await api.callAs('kowloon.owner', 'PUT', '/member/detail/stamps', { id: memberId })).toMatchObject(
      {
        status: 2,
        data: null,
      },
    );
    const theirs = await api.callAs<Row>('kowloon.owner', 'PUT', '/member/stamp/setting', {});
    expect(theirs.data).toMatchObject({ id: null, version: 0, stampsPerCard: 10 });
    // A coupon of another company is not a reward it may name.
    const kowloon = await companyRecords(api.db, tenants.kowloon, 'stamps-kowloon');
    const foreign = await save('/member/stamp/setting', { rewardCouponId: kowloon.couponId });
    expect(foreign.errors?.[0]?.field).toBe('rewardCouponId');
  });
});
