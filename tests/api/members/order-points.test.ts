// An order's points (issue 23 item 4, docs/api.md "Point-of-sale ingest"): a closed order naming a
// member earns him his level's points once however often or concurrently the till sends it; each
// later version moves them to what it earns (a refund its share, a deleted order all, with the
// order's balance payments given back); a member of another company is refused on `memberId`.
import { reconcileLedger } from '../../../engine/server';
import type { PosMember } from '../../../protocol/pos-members';
import type { PosOrder } from '../../../protocol/pos-order';
import { LEVEL_WINDOW_OPTIONS, levelWindow } from '../../../server/members/level-window-job';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { amendedOrder, closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { deletedOrder, newMemberOf, type OrdersAnswer } from '../support/member-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

describeOnEachDatabase('the points of a member’s orders', (api) => {
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let centralKey: string;
  let memberId: number;
  let levelId: number;
  const devices = deviceCalls(api);
  const till = async <T>(path: string, body: object) =>
    (await devices.send(path, { shopId: tenants.central, ...body }, centralKey)) as unknown as {
      status: number;
      data: T;
    };
  const ingest = async (...orders: PosOrder[]) => (await till<OrdersAnswer>('orders', { orders })).data;
  const holdings = async (id = memberId) => (await till<PosMember>('members/lookup', { memberId: id })).data;
  const his = (order: PosOrder, id = memberId): PosOrder => ({ ...order, memberId: id });
  const newMember = (phone: string) => newMemberOf(api, `會員 ${phone}`, phone, levelId);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'points');
    const device = await devices.create('hk.owner', tenants.central, 'Points till');
    centralKey = (await devices.issue('hk.owner', device)).data.key;
    // Every HK$10.00 of net sales earns a point.
    const level = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
      name: '積分測試',
      status: 'enabled',
      pointsFrom: 0,
      spendingPerPoint: 10,
    });
    levelId = level.data.id;
    memberId = await newMember('62345678');
  });

  it('earns once for an order sent three times at once, and follows its refund and its deletion', async () => {
    const order = his(closedOrder(records, 'PT-1'));
    const answers = await Promise.all([1, 2, 3].map(() => ingest(order)));
    expect(answers.flatMap((answer) => answer.accepted.map(({ outcome }) => outcome)).sort()).toEqual([
      'created',
      'unchanged',
      'unchanged',
    ]);
    // Net sales 111.10 (the total less the tip): 11 points.
    expect((await holdings()).points).toBe(11);

    // A dish deleted and 8.10 refunded: net sales 88.16, so 8 points; the same version again moves nothing.
    const amended = amendedOrder(order, records, '2026-03-02T14:00:00+08:00');
    await ingest(amended);
    await ingest(amended);
    expect((await holdings()).points).toBe(8);

    // Paid partly from his balance at the till, then deleted: the points go and the balance comes back.
    await api.callAs('hk.owner', 'POST', '/member/adjustment', {
      id: memberId,
      holding: 'balance',
      amount: 3_000,
      reason: 'opening balance',
      key: 'order-points-top-up',
    });
    const redeemed = await till('members/redeem', {
      memberId,
      amount: 1_200,
      orderType: 'dineIn',
      orderId: 'PT-1',
      key: 'pt-1-balance',
    });
    expect(redeemed.status).toBe(0);
    expect((await holdings()).balance).toBe(1_800);
    const gone = deletedOrder(amended, '2026-03-02T15:00:00+08:00');
    await ingest(gone);
    await ingest(gone);
    expect(await holdings()).toMatchObject({ points: 0, balance: 3_000 });
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('moves an order’s points to the member a later version names, and takes back only what is left', async () => {
    const other = await newMember('62345679');
    const order = his(closedOrder(records, 'PT-2', '2026-03-03T13:30:00+08:00'));
    await ingest(order);
    const before = (await holdings()).points;
    await ingest({ ...his(order, other), updatedAt: '2026-03-03T13:40:00+08:00' });
    expect((await holdings()).points).toBe(before - 11);
    expect((await holdings(other)).points).toBe(11);

    // He spends 10 of them before the order is deleted: the 1 he still holds is taken back.
    const spent = await api.callAs('hk.owner', 'POST', '/member/adjustment', {
      id: other,
      holding: 'points',
      amount: -10,
      reason: 'redeemed for a cake',
      key: 'order-points-spent',
    });
    expect(spent.status).toBe(0);
    const answer = await ingest(deletedOrder({ ...his(order, other) }, '2026-03-03T14:00:00+08:00'));
    expect(answer.rejected).toEqual([]);
    expect((await holdings(other)).points).toBe(0);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('moves a member up and down the levels by the points his orders earned, each order at its first rule', async () => {
    // From 15 points earned, a point for every HK$5.00.
    const gold = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
      name: '金卡測試',
      status: 'enabled',
      pointsFrom: 15,
      spendingPerPoint: 5,
    });
    const climber = await newMember('62345680');
    const first = his(closedOrder(records, 'PT-4', '2026-03-04T13:30:00+08:00'), climber);
    await ingest(first);
    expect(await holdings(climber)).toMatchObject({ points: 11, memberLevelId: levelId });
    // The lot lasts the settings' 12 months from the order's closing.
    const { rows } = await api.db.query<{ expires: string }>(
      `SELECT to_char(l.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS expires
         FROM ledger_lot l JOIN ledger_account a ON a.company_id = l.company_id AND a.id = l.account_id
        WHERE a.company_id = $1 AND a.kind = 'points' AND a.member_id = $2`,
      [tenants.hk, climber],
    );
    expect(rows).toEqual([{ expires: '2027-03-04 05:30' }]);

    const second = his(closedOrder(records, 'PT-5', '2026-03-05T13:30:00+08:00'), climber);
    await ingest(second);
    expect(await holdings(climber)).toMatchObject({ points: 22, memberLevelId: gold.data.id });

    // He redeems 15: his level stays, whatever he can spend.
    const spent = await api.callAs('hk.owner', 'POST', '/member/adjustment', {
      id: climber,
      holding: 'points',
      amount: -15,
      reason: 'redeemed for a cake',
      key: 'climber-spent',
    });
    expect(spent.status).toBe(0);
    // The first order refunded in part is counted at the rule it first earned by (HK$10), not gold's:
    // 8 points, 3 taken back; his orders earned 19, so gold stays though he holds 4.
    await ingest(amendedOrder(first, records, '2026-03-05T14:00:00+08:00'));
    expect(await holdings(climber)).toMatchObject({ points: 4, memberLevelId: gold.data.id });
    // The second order deleted: its 11 go, 4 of them his to take; his orders earned 8, so he goes down.
    await ingest(deletedOrder(second, '2026-03-05T15:00:00+08:00'));
    expect(await holdings(climber)).toMatchObject({ points: 0, memberLevelId: levelId });
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('takes a member down a level when his orders leave the window, in the daily job', async () => {
    const goldId = (
      await api.callAs<{ id: number }[]>('hk.owner', 'PUT', '/member/level', { name: '金卡測試' })
    ).data[0]?.id;
    const regular = await newMember('62345681');
    await ingest(his(closedOrder(records, 'PT-7', '2026-03-08T13:30:00+08:00'), regular));
    await ingest(his(closedOrder(records, 'PT-8', '2026-03-09T13:30:00+08:00'), regular));
    expect((await holdings(regular)).memberLevelId).toBe(goldId);

    const run = (periodStart: string) =>
      levelWindow(api.records)({
        db: api.db,
        jobId: 'level-window-test',
        payload: { companyId: tenants.hk, periodStart },
        done: 0,
        progress: async () => undefined,
        signal: new AbortController().signal,
      });
    // Due for the companies whose orders name members only.
    const due = await LEVEL_WINDOW_OPTIONS.recurs?.due(api.db, new Date());
    expect(due).toContain(tenants.hk);
    expect(due).not.toContain(tenants.kowloon);
    // A day whose window's edge passes no order: nobody is looked at.
    expect(await run('2027-01-01T00:00:00.000Z')).toEqual({ members: 0 });
    expect((await holdings(regular)).memberLevelId).toBe(goldId);
    // The run of 9 March 2027: both his orders are now more than the 12 months back.
    expect(await run('2027-03-09T00:00:00.000Z')).toEqual({ members: 1 });
    expect(await holdings(regular)).toMatchObject({ points: 22, memberLevelId: levelId });
    // Run again, nothing changes.
    expect(await run('2027-03-09T00:00:00.000Z')).toEqual({ members: 1 });
    expect((await holdings(regular)).memberLevelId).toBe(levelId);
  });

  it('refuses a member of another company on memberId, writing nothing of the order', async () => {
    const made = await api.callAs<{ id: number }>('kowloon.owner', 'POST', '/member', {
      nickname: '九龍會員',
      countryCode: '+852',
      phone: '63456789',
      password: 'dimsum8',
    });
    const answer = await ingest(his(closedOrder(records, 'PT-3'), made.data.id));
    expect(answer.accepted).toEqual([]);
    expect(answer.rejected[0]?.errors).toEqual([expect.objectContaining({ field: 'orders[0].memberId' })]);
    const { rows } = await api.db.query("SELECT 1 FROM sales_order WHERE pos_order_id = 'PT-3'");
    expect(rows).toEqual([]);
  });
});
