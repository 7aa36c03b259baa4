// A member level's visits rule (issue 23 item 3, docs/api.md "Members at the point of sale"): a
// member's closed orders still sold are his counted visits, numbered by their closing, and every
// k-th earns him a point at the rule that visit keeps, once however often or concurrently the tills
// send them; a visit refunded whole or deleted renumbers the later ones and takes back what they no
// longer earn (as far as he holds it), and the points count toward his level.
import { reconcileLedger } from '../../../engine/server';
import type { PosMember } from '../../../protocol/pos-members';
import type { PosOrder } from '../../../protocol/pos-order';
import { shiftMonths } from '../../../server/members/calendar-months';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { closedOrder, companyRecords, type CompanyRecords } from '../support/pos-orders';
import { deletedOrder, newMemberOf, type OrdersAnswer } from '../support/member-orders';
import { demoTenants, type DemoTenants } from '../support/tenants';

const HOUR = 3_600_000;
// Visits of the last weeks: their points last (12 months) and count in the level's window.
const START = Math.floor(Date.now() / HOUR) * HOUR - 60 * 24 * HOUR;
const hour = (n: number) => new Date(START + n * HOUR).toISOString();

describeOnEachDatabase('the points of a member’s visits', (api) => {
  let tenants: DemoTenants;
  let records: CompanyRecords;
  let keys: { central: string; causeway: string };
  let levelId: number;
  const devices = deviceCalls(api);
  const till = async <T>(path: string, body: object, shop: keyof typeof keys = 'central') =>
    (await devices.send(path, { shopId: tenants[shop], ...body }, keys[shop])) as unknown as {
      status: number;
      data: T;
    };
  const ingest = async (orders: PosOrder[], shop: keyof typeof keys = 'central') => {
    const answer = (await till<OrdersAnswer>('orders', { orders }, shop)).data;
    expect(answer.rejected).toEqual([]);
    return answer;
  };
  /** A batch sent three times at once, as a till retrying before its first answer. */
  const ingestThrice = (...orders: PosOrder[]) => Promise.all([1, 2, 3].map(() => ingest(orders)));
  const holdings = async (memberId: number) => (await till<PosMember>('members/lookup', { memberId })).data;
  /** The member's `n`-th visit, closed at hour `n` (or `closing`). */
  const visit = (memberId: number, n: number, closing = n): PosOrder => ({
    ...closedOrder(records, `V${memberId}-${n}`, hour(closing)),
    memberId,
  });
  const refundedWhole = (order: PosOrder, updatedAt: string): PosOrder => ({
    ...order,
    updatedAt,
    payments: order.payments.map((payment) => ({
      ...payment,
      refund: { amount: payment.amount, reason: 'Cold' },
    })),
    operations: [{ kind: 'refundPayment', reason: 'Cold', at: updatedAt }],
  });
  /** His visit transactions in order: key, type and points. */
  const visitPostings = async (memberId: number) => {
    const { rows } = await api.db.query<{ key: string; type: string; amount: number }>(
      `SELECT t.idempotency_key AS key, e.type, e.amount::int AS amount FROM ledger_transaction t
         JOIN ledger_entry e ON e.company_id = t.company_id AND e.transaction_id = t.id
         JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id AND a.kind = 'points'
        WHERE t.company_id = $1 AND t.source_kind = 'memberVisits' AND t.source_id = $2 ORDER BY t.id`,
      [tenants.hk, String(memberId)],
    );
    return rows.map(({ key, type, amount }) => `${key.replace(`:${memberId}:`, ':')} ${type} ${amount}`);
  };
  let phone = 64_000_000;
  const newMember = async () => {
    phone += 1;
    return newMemberOf(api, `到訪 ${phone}`, String(phone), levelId);
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    records = await companyRecords(api.db, tenants.hk, 'visits');
    const key = async (shopId: number, name: string) =>
      (await devices.issue('hk.owner', await devices.create('hk.owner', shopId, name))).data.key;
    keys = {
      central: await key(tenants.central, 'Visits till'),
      causeway: await key(tenants.causeway, 'Visits till'),
    };
    // Every third visit earns a point; spending earns none, so every point here is a visit's.
    const level = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
      name: '到訪測試',
      status: 'enabled',
      pointsFrom: 0,
      visitsPerPoint: 3,
    });
    levelId = level.data.id;
  });

  afterEach(async () => {
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('earns at the third visit and the sixth, once though each batch is sent three times', async () => {
    const member = await newMember();
    const points: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const answers = await ingestThrice(visit(member, n));
      expect(answers.map(({ accepted }) => accepted[0]?.outcome).sort()).toEqual([
        'created',
        'unchanged',
        'unchanged',
      ]);
      points.push((await holdings(member)).points);
    }
    expect(points).toEqual([0, 0, 1, 1, 1, 2]);
    expect(await visitPostings(member)).toEqual(['visits:1 spending 1', 'visits:2 spending 1']);
    // Each point lasts the settings' 12 months from the visit that earned it.
    const { rows } = await api.db.query<{ expires: Date | string }>(
      `SELECT l.expires_at AS expires FROM ledger_lot l
         JOIN ledger_transaction t ON t.company_id = l.company_id AND t.id = l.transaction_id
        WHERE t.company_id = $1 AND t.source_kind = 'memberVisits' AND t.source_id = $2 ORDER BY l.id`,
      [tenants.hk, String(member)],
    );
    expect(rows.map(({ expires }) => new Date(expires).toISOString())).toEqual(
      [3, 6].map((n) => shiftMonths(new Date(hour(n)), 12).toISOString()),
    );
  });

  it('takes a point back when a visit is refunded whole or deleted, as far as he holds it', async () => {
    const member = await newMember();
    const visits = [1, 2, 3, 4, 5, 6].map((n) => visit(member, n));
    await ingestThrice(...visits);
    expect((await holdings(member)).points).toBe(2);

    // The second refunded whole: five visits are counted, so the sixth is the fifth and earns nothing.
    await ingest([refundedWhole(visits[1] as PosOrder, hour(100))]);
    expect((await holdings(member)).points).toBe(1);
    const seventh = visit(member, 7);
    await ingest([seventh]);
    expect((await holdings(member)).points).toBe(2);
    // The first deleted: five visits again.
    await ingest([deletedOrder(visits[0] as PosOrder, hour(101))]);
    expect((await holdings(member)).points).toBe(1);
    expect(await visitPostings(member)).toEqual([
      'visits:1 spending 1',
      'visits:2 spending 1',
      'visits:3 refund -1',
      'visits:4 spending 1',
      'visits:5 refund -1',
    ]);

    // He spends his point; three visits refunded leave two, which earn none, but he holds none to take.
    const spent = await api.callAs('hk.owner', 'POST', '/member/adjustment', {
      id: member,
      holding: 'points',
      amount: -1,
      reason: 'redeemed for a cake',
      key: `visits-spent-${member}`,
    });
    expect(spent.status).toBe(0);
    await ingest([2, 3, 4].map((n) => refundedWhole(visits[n] as PosOrder, hour(102))));
    expect((await holdings(member)).points).toBe(0);
    // The third visit counted again earns the point he already spent: nothing more is given.
    await ingest([visit(member, 8)]);
    expect((await holdings(member)).points).toBe(0);
    expect(await visitPostings(member)).toHaveLength(5);
  });

  it('counts two members’ visits in one batch apart, and moves a visit to the one named later', async () => {
    const [first, second] = [await newMember(), await newMember()];
    await ingestThrice(...[1, 2, 3].flatMap((n) => [visit(first, n), visit(second, n)]));
    expect([(await holdings(first)).points, (await holdings(second)).points]).toEqual([1, 1]);

    // The first's third visit names the second instead: 2 visits and 4.
    await ingest([{ ...visit(first, 3), memberId: second, updatedAt: hour(100) }]);
    expect([(await holdings(first)).points, (await holdings(second)).points]).toEqual([0, 1]);
    expect(await visitPostings(first)).toEqual(['visits:1 spending 1', 'visits:2 refund -1']);
  });

  it('counts visits sent by two shops at once, each member’s recount after the other’s', async () => {
    const member = await newMember();
    await Promise.all([
      ingest([visit(member, 1), visit(member, 2)]),
      ingest([{ ...visit(member, 3), orderId: `V${member}-causeway` }], 'causeway'),
    ]);
    expect((await holdings(member)).points).toBe(1);
    expect(await visitPostings(member)).toEqual(['visits:1 spending 1']);
  });

  it('counts visit points toward his level, each visit at the rule its level had', async () => {
    // From 2 points earned, a point every visit.
    const gold = await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
      name: '到訪金卡',
      status: 'enabled',
      pointsFrom: 2,
      visitsPerPoint: 1,
    });
    const member = await newMember();
    const visits = [1, 2, 3, 4, 5, 6].map((n) => visit(member, n));
    await ingest(visits);
    expect(await holdings(member)).toMatchObject({ points: 2, memberLevelId: gold.data.id });
    // The seventh, at gold's rule: a point.
    const seventh = visit(member, 7);
    await ingest([seventh]);
    expect((await holdings(member)).points).toBe(3);
    // The first refunded whole: the fourth is the third (3 a point) and the seventh the sixth (1 a
    // point), so 2 are earned and he stays gold.
    await ingest([refundedWhole(visits[0] as PosOrder, hour(100))]);
    expect(await holdings(member)).toMatchObject({ points: 2, memberLevelId: gold.data.id });
    // The seventh deleted: 1 earned, and he is back in the first level.
    await ingest([deletedOrder(seventh, hour(101))]);
    expect(await holdings(member)).toMatchObject({ points: 1, memberLevelId: levelId });
  });
});
