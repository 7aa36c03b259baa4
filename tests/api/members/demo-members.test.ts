// The demo's members (issue 23 item 7): a demo company that sells gets its member levels and a
// thousand members a shop, and a share of the demo orders names them, so their points are the
// ingest's own. Every member holds what his ledger entries add up to, his orders' points are what
// their net sales earn at the rule each order keeps, his level is the one those points reach, the
// VIPs' opening balances are restaurant edits (a few spent on VIP memberships), the ledger
// reconciles, and a second seeding adds nothing.
import { reconcileLedger } from '../../../engine/server';
import { loadShopCatalogue } from '../../../server/demo/load-shop-catalogue';
import { generateShopDay } from '../../../server/demo/order-generator';
import {
  DEMO_ORDERS_PER_DAY,
  seedDemoOrders,
  type DemoOrderSettings,
} from '../../../server/demo/seed-demo-orders';
import { DEMO_MEMBER_LEVELS, DEMO_MEMBERS_PER_SHOP } from '../../../server/demo/seed-members';
import { levelFor, type LevelRange } from '../../../server/members/level-ranges';
import { ORDER_POINTS_SOURCE } from '../../../server/members/order-points-source';
import { zonedInstant } from '../../../protocol/zoned-time';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

const SETTINGS: DemoOrderSettings = { days: 3, timeZone: 'Asia/Hong_Kong', region: 'hk' };
const DAY = 86_400_000;

interface Member {
  id: number;
  points: number;
  balance: number;
  memberLevelId: number;
  vip: boolean;
  vipUntil?: string;
  accountStatus: string;
  signUpTime: string;
  countryCode?: string;
  phone?: string;
  email?: string;
}

interface Level extends LevelRange {
  name: string;
  spendingPerPoint: number;
}

const byMember = (rows: { member: number; amount: string }[]) =>
  new Map(rows.map((row) => [row.member, Number(row.amount)]));

describeOnEachDatabase(
  'demo members',
  (api) => {
    let tenants: DemoTenants;
    const list = async <T>(username: string, path: string) =>
      (await api.callAs<T[]>(username, 'PUT', path, { pageSize: 9999 })).data;
    const query = async <T>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;

    beforeAll(async () => {
      tenants = await demoTenants(api.db);
    });

    it('gives the company that sells four contiguous levels and a thousand members a shop, the other none', async () => {
      const levels = await list<Level>('hk.owner', '/member/level');
      expect(levels.map(({ name }) => name)).toEqual(DEMO_MEMBER_LEVELS.map(({ name }) => name));
      expect(levels[0]?.pointsFrom).toBe(0);
      levels.slice(1).forEach((level, n) => expect(level.pointsFrom).toBe((levels[n]?.pointsTo ?? NaN) + 1));
      expect(levels.at(-1)?.pointsTo).toBeUndefined();
      expect(levels.every((level) => level.spendingPerPoint > 0)).toBe(true);

      const members = await list<Member>('hk.owner', '/member');
      expect(members).toHaveLength(DEMO_MEMBERS_PER_SHOP * 2);
      expect(members.every((member) => member.phone !== undefined || member.email !== undefined)).toBe(true);
      const phones = members.flatMap(({ countryCode, phone }) => (phone ? [`${countryCode} ${phone}`] : []));
      expect(new Set(phones).size).toBe(phones.length);
      const vips = members.filter((member) => member.vip);
      expect(vips.length / members.length).toBeGreaterThan(0.05);
      expect(vips.length / members.length).toBeLessThan(0.15);
      expect(vips.every((member) => member.vipUntil !== undefined)).toBe(true);
      const suspended = members.filter((member) => member.accountStatus === 'suspended').length;
      expect(suspended).toBeGreaterThan(0);
      expect(suspended / members.length).toBeLessThan(0.05);
      const signUps = members.map((member) => Date.parse(member.signUpTime));
      expect(Math.min(...signUps)).toBeLessThan(Date.now() - 300 * DAY);
      expect(Math.max(...signUps)).toBeLessThanOrEqual(Date.now());

      expect(await list('kowloon.owner', '/member')).toEqual([]);
      expect(await list('kowloon.owner', '/member/level')).toEqual([]);
    });

    it("earns each member his orders' points through the ingest, moves his level with them, and the ledger holds", async () => {
      const levels = await list<Level>('hk.owner', '/member/level');
      const members = await list<Member>('hk.owner', '/member');
      const orders = await query<{
        member: number | null;
        status: string;
        netSales: string;
        cents: string | null;
      }>(
        `SELECT o.member_id AS member, o.status, o.net_sales AS "netSales", r.cents_per_point AS cents
           FROM sales_order o
           LEFT JOIN member_order_rate r ON r.company_id = o.company_id AND r.member_id = o.member_id
            AND r.source_id = o.shop_id || ':' || o.pos_order_id
          WHERE o.company_id = $1`,
        [tenants.hk],
      );
      const named = orders.filter((order) => order.member !== null);
      expect(named.length / orders.length).toBeGreaterThan(0.25);
      expect(named.length / orders.length).toBeLessThan(0.45);
      // Each order keeps the rule of a level of the company: every whole spendingPerPoint earns a point.
      const rules = new Set(levels.map((level) => Math.round(level.spendingPerPoint * 100)));
      expect(named.filter((order) => !rules.has(Number(order.cents)))).toEqual([]);
      const earned = new Map<number, number>();
      for (const { member, status, netSales, cents } of named)
        if (status === 'closed' && Number(netSales) > 0)
          earned.set(
            member as number,
            (earned.get(member as number) ?? 0) + Math.floor(Number(netSales) / Number(cents)),
          );
      expect([...earned.values()].reduce((sum, points) => sum + points, 0)).toBeGreaterThan(0);

      const entries = (kind: string, source: string | null) =>
        query<{ member: number; amount: string }>(
          `SELECT a.member_id AS member, sum(e.amount) AS amount
             FROM ledger_entry e
             JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
             JOIN ledger_transaction t ON t.company_id = e.company_id AND t.id = e.transaction_id
            WHERE e.company_id = $1 AND a.kind = $2 AND ($3::text IS NULL OR t.source_kind = $3)
            GROUP BY a.member_id`,
          [tenants.hk, kind, source],
        );
      const points = byMember(await entries('points', null));
      const balances = byMember(await entries('balance', null));
      // Nothing but his orders moved his points.
      expect(byMember(await entries('points', ORDER_POINTS_SOURCE))).toEqual(points);
      expect(points).toEqual(new Map([...earned].filter(([, amount]) => amount !== 0)));
      const ranges = levels.map(({ id, pointsFrom, pointsTo }) => ({ id, pointsFrom, pointsTo }));
      expect(
        members.map((member) => ({
          id: member.id,
          points: member.points,
          cents: Math.round(member.balance * 100),
          level: member.memberLevelId,
        })),
      ).toEqual(
        members.map(({ id }) => ({
          id,
          points: points.get(id) ?? 0,
          cents: balances.get(id) ?? 0,
          level: levelFor(ranges, earned.get(id) ?? 0),
        })),
      );

      // The opening balances are restaurant edits with their reason, against the company's edits account.
      const edits = await query<{ type: string; reason: string; kind: string; amount: string }>(
        `SELECT e.type, t.reason, a.kind, sum(e.amount)::text AS amount
           FROM ledger_entry e
           JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
           JOIN ledger_transaction t ON t.company_id = e.company_id AND t.id = e.transaction_id
          WHERE e.company_id = $1 AND a.unit = 'cents' GROUP BY 1, 2, 3 ORDER BY 3`,
        [tenants.hk],
      );
      // A few members bought VIP from it (seed-vip-renewals.ts): what they paid is the VIP sold.
      const [renewals] = await query<{ sold: string }>(
        `SELECT sum(price)::text AS sold FROM vip_renewal WHERE company_id = $1`,
        [tenants.hk],
      );
      const sold = renewals?.sold ?? '0';
      expect(Number(sold)).toBeGreaterThan(0);
      const opened = [...balances.values()].reduce((sum, amount) => sum + amount, 0) + Number(sold);
      expect(edits).toHaveLength(4);
      expect(edits).toEqual(
        expect.arrayContaining([
          { type: 'renewVip', reason: null, kind: 'balance', amount: `-${sold}` },
          { type: 'restaurantEdit', reason: '開戶儲值', kind: 'balance', amount: String(opened) },
          { type: 'restaurantEdit', reason: '開戶儲值', kind: 'storedValueEdits', amount: String(-opened) },
          { type: 'renewVip', reason: null, kind: 'vipSold', amount: sold },
        ]),
      );
      // Stored value is the VIPs' and the VIP buyers' (whose lapsed term the expiry job may have ended).
      const buyers = await query<{ id: number }>(
        `SELECT DISTINCT member_id AS id FROM vip_renewal WHERE company_id = $1`,
        [tenants.hk],
      );
      const vips = new Set([
        ...members.filter((member) => member.vip).map((member) => member.id),
        ...buyers.map((buyer) => buyer.id),
      ]);
      expect([...balances.keys()].every((member) => vips.has(member))).toBe(true);

      expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
    });

    it('names only members who had signed up by the time the order opened', async () => {
      const early = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sales_order o JOIN res_member m ON m.id = o.member_id
          WHERE o.company_id = $1 AND o.opened_at < m.created_at`,
        [tenants.hk],
      );
      expect(early).toEqual([{ n: 0 }]);
      // A member who signs up at noon is named by that afternoon's orders, never by the morning's.
      const shop = await loadShopCatalogue(
        api.db,
        tenants.hk,
        tenants.central,
        SETTINGS.timeZone,
        SETTINGS.region,
      );
      const noon = zonedInstant('2026-03-02', 12 * 60, SETTINGS.timeZone);
      const orders = generateShopDay({ ...shop, members: [{ id: 1, signedUpAt: noon }] }, '2026-03-02', {
        seed: 'sign-ups',
        ordersPerDay: DEMO_ORDERS_PER_DAY,
      }).orders;
      const named = orders.filter((order) => order.memberId !== undefined);
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((order) => Date.parse(order.openedAt) < noon)).toEqual([]);
      expect(orders.some((order) => Date.parse(order.openedAt) < noon)).toBe(true);
    });

    it('offers the levels their membership coupons and a top-up gift, each a printed coupon of the company', async () => {
      const levels = await list<Level>('hk.owner', '/member/level');
      const offered = await list<{
        id: number;
        name: string;
        type: string;
        memberLevelId?: number;
        couponId: number;
      }>('hk.owner', '/member/level/coupon');
      expect(
        offered
          .map(({ name, type, memberLevelId }) => ({ name, type, memberLevelId }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual(
        [
          { name: '銀卡早餐券', type: 'membership', memberLevelId: levels[1]?.id },
          { name: '金卡月尾回饋券', type: 'membership', memberLevelId: levels[2]?.id },
          { name: '充值禮券', type: 'topUp', memberLevelId: undefined },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
      const coupons = await query<{ id: number }>('SELECT id FROM res_coupon WHERE company_id = $1', [
        tenants.hk,
      ]);
      expect(offered.every(({ couponId }) => coupons.some(({ id }) => id === couponId))).toBe(true);
      expect(await list('kowloon.owner', '/member/level/coupon')).toEqual([]);

      const gift = offered.find(({ type }) => type === 'topUp');
      const options = await list<{ couponIds?: number[] }>('hk.owner', '/member/topUp/option');
      expect(options.map(({ couponIds }) => couponIds)).toEqual([[gift?.id], undefined]);
      expect(await list('hk.owner', '/member/store/coupon')).toHaveLength(1);
      expect(await list('hk.owner', '/member/store/item')).toEqual([
        expect.objectContaining({ stock: 50, remaining: 50, posted: true }),
      ]);
      const setting = async <T>(path: string) =>
        (await api.callAs<T>('hk.owner', 'PUT', path, { companyId: tenants.hk })).data;
      expect(await setting('/member/settings')).toMatchObject({
        pointsStoreEnabled: true,
        stampEnabled: true,
      });
      expect(await setting('/member/stamp/setting')).toMatchObject({ version: 1, stampsPerCard: 8 });
      expect(await setting('/member/vip/reminder')).toMatchObject({ enabled: true, daysInAdvance: 7 });
      expect(await list('kowloon.owner', '/member/topUp/option')).toEqual([]);
    });

    it('adds nothing on a second seeding', async () => {
      const counts = () =>
        query(
          `SELECT (SELECT count(*) FROM res_member) AS members, (SELECT count(*) FROM res_member_level) AS levels,
                  (SELECT count(*) FROM ledger_transaction) AS transactions, (SELECT count(*) FROM sales_order) AS orders`,
        );
      const before = await counts();
      expect(await seedDemoOrders(api.db, api.schemas, SETTINGS)).toBe(0);
      expect(await counts()).toEqual(before);
    });
  },
  { demoOrders: SETTINGS },
);
