// Membership analysis's sales reports (issue 26 item 4) through PUT /pro-api/report/{name}, on both
// engines: orders go through the till's ingest naming members whose gender, date of birth, level,
// VIP and sign-up are known here, and every figure of every part equals what is computed here from
// those orders and members, to the cent; every breakdown adds up to its total. A member moved up a
// level after his orders leaves their month unchanged; a refund and a version naming another member
// move the figures; another company's members never count; a shop manager sees his shop only. The
// VIP reports count the renewals made through POST /member/vip/renew and the terms they end.
import type { ReportAnswer, ReportRow } from '../../../engine/protocol/report';
import { runReport } from '../../../engine/server/reports/report-run';
import { compileStatements } from '../../../engine/server/reports/report-sql';
import type { FactSource, ReportPart } from '../../../engine/server/reports/report-types';
import type { PosOrder } from '../../../protocol/pos-order';
import type { VipRenewal } from '../../../protocol/vip';
import { addDays } from '../../../protocol/zoned-time';
import { memberLedger } from '../../../server/members/member-ledger';
import { zoneOf } from '../../../server/members/coupon-distribution';
import { todayIn } from '../../../server/members/vip/vip-dates';
import { VIP_REMINDER_TASK } from '../../../server/members/vip/vip-reminder-job';
import { ageBand } from '../../../server/membership-analysis/age-bands';
import { rebuildMembershipAnalysis } from '../../../server/membership-analysis/bulk-loaded-storage';
import { CHECK_BANDS } from '../../../server/sales/consumption-bands';
import { loadProductReports } from '../../../server/sales/product-reports';
import { REPORT_FACTS } from '../../../server/sales/report-facts';
import { describeOnEachDatabase } from '../support/api-harness';
import { deviceCalls } from '../support/pos-devices';
import { companyRecords, type CompanyRecords } from '../support/pos-orders';
import { custom, DEPLOYMENT_ZONE, sale, type ShopKey } from '../support/pos-sales';
import { breakdowns, part } from '../support/report-answers';
import { demoTenants, type DemoTenants } from '../support/tenants';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const APRIL = { from: '2026-04-01', to: '2026-04-30' };
const ORDER_REPORTS = ['gender', 'age', 'overall', 'new_existing', 'level', 'vip_spending'].map(
  (name) => `membership_sales_${name}`,
);
const DAY = 86_400_000;

interface Member {
  id: number;
  companyId: number;
  gender: string;
  birthday: string | null;
  levelId: number;
  vip: boolean;
  vipUntil: string | null;
  signedUpAt: string;
}

/** An order as sent, and what the reports must count of it. */
interface Sent {
  order: PosOrder;
  shop: ShopKey;
  date: string;
  /** The member and his attributes as the order first found them, or none. */
  member: Member | null;
  netSales: number;
  closed: boolean;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

/** Whole years from a date of birth to a day, by the calendar. */
function yearsOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const checkBand = (cents: number) => 1 + CHECK_BANDS.bounds.filter((bound) => cents >= bound).length;

describeOnEachDatabase(
  'membership analysis: the sales reports',
  (api) => {
    let tenants: DemoTenants;
    let hk: CompanyRecords;
    let kowloon: CompanyRecords;
    let shopIds: Record<ShopKey, number>;
    let silver: number;
    let gold: number;
    const keys: Partial<Record<ShopKey, string>> = {};
    const sent = new Map<string, Sent>();
    const members: Record<string, Member> = {};
    const devices = deviceCalls(api);

    const ask = (name: string, body: object, username = 'hk.owner') =>
      api.callAs<ReportAnswer>(username, 'PUT', `/report/${name}`, body);

    async function newMember(key: string, companyId: number, attributes: Omit<Member, 'id' | 'companyId'>) {
      const made = await api.records.create('member', {
        email: `${key}@member-sales.example`,
        companyId,
        nickname: `Sales ${key}`,
        ...(attributes.gender === 'unknown' ? {} : { gender: attributes.gender }),
        ...(attributes.birthday ? { birthday: attributes.birthday } : {}),
        ...(attributes.levelId ? { memberLevelId: attributes.levelId } : {}),
        vip: attributes.vip,
        ...(attributes.vipUntil ? { vipUntil: attributes.vipUntil } : {}),
      });
      const id = made.id as number;
      await api.db.query('UPDATE res_member SET created_at = $2 WHERE id = $1', [id, attributes.signedUpAt]);
      members[key] = { id, companyId, ...attributes };
    }

    /** Sends the orders, one batch a shop, as its till does; each version replaces the one before. */
    async function ingest(...orders: Sent[]) {
      for (const shop of new Set(orders.map((each) => each.shop))) {
        const batch = orders.filter((each) => each.shop === shop);
        const answer = await devices.send(
          'orders',
          { shopId: shopIds[shop], orders: batch.map((each) => each.order) },
          keys[shop],
        );
        expect(answer.data.rejected).toEqual([]);
        for (const each of batch) sent.set(`${shop}/${each.order.orderId}`, each);
      }
    }

    /** A closed order of `cents` (one custom line, paid in cash), naming `member` if any. */
    function order(orderId: string, shop: ShopKey, closes: string, cents: number, member?: string): Sent {
      const by = shop === 'mongKok' ? kowloon : hk;
      const made = sale({
        orderId,
        shop,
        by,
        closes,
        lines: [custom('Set', cents)],
        payments: [{ method: 'cash' }],
      });
      const named = member === undefined ? null : (members[member] as Member);
      return {
        order: { ...made.order, ...(named ? { memberId: named.id } : {}) },
        shop,
        date: made.date,
        member: named,
        netSales: cents,
        closed: true,
      };
    }

    /** Each dimension's value for a counted order, as the report answers it. */
    function dimension(each: Sent, name: string): string {
      const { member } = each;
      switch (name) {
        case 'day':
          return each.date;
        case 'month':
          return `${each.date.slice(0, 8)}01`;
        case 'shop':
          return String(shopIds[each.shop]);
        case 'customer':
          return member ? 'member' : 'guest';
        case 'gender':
          return member?.gender ?? 'unknown';
        case 'ageBand':
          return String(member?.birthday ? ageBand(yearsOn(member.birthday, each.date)) : 0);
        case 'level':
          return String(member?.levelId ?? 0);
        case 'vip':
          return member?.vip && (member.vipUntil === null || member.vipUntil >= each.date)
            ? 'vip'
            : 'regular';
        case 'tenure': {
          const closedAt = Date.parse(String(each.order.closedAt));
          return member && closedAt < Date.parse(member.signedUpAt) + 30 * DAY ? 'new' : 'existing';
        }
        case 'checkBand':
          return String(checkBand(each.netSales));
        default:
          throw new Error(`no dimension ${name}`);
      }
    }

    /** What a part must answer over `range`: its rows by their dimensions' values, and its totals. */
    function expected(declared: ReportPart, range: { from: string; to: string }, shops: ShopKey[]) {
      const counted = [...sent.values()].filter(
        (each) =>
          each.closed &&
          shops.includes(each.shop) &&
          each.date >= range.from &&
          each.date <= range.to &&
          (declared.where?.member === undefined ||
            declared.where.member.includes(String(each.member !== null))),
      );
      const figures = (group: Sent[]) => {
        const netSales = sum(group, (each) => each.netSales);
        const memberSales = sum(group, (each) => (each.member ? each.netSales : 0));
        const guests = sum(group, (each) => each.order.guests);
        const ratio = (over: number, under: number, digits = 0) =>
          under === 0 ? null : Math.round((over / under) * 10 ** digits) / 10 ** digits;
        return {
          orders: group.length,
          netSales,
          guests,
          memberOrders: group.filter((each) => each.member).length,
          memberSales,
          averageCheck: ratio(netSales, group.length),
          perGuest: ratio(netSales, guests),
          memberShare: ratio(memberSales, netSales, 4),
        };
      };
      const rows = new Map<string, Sent[]>();
      // A row of figures answers its totals alone.
      if ((declared.dimensions ?? []).length > 0)
        for (const each of counted) {
          const key = (declared.dimensions ?? []).map((name) => dimension(each, name)).join('|');
          rows.set(key, [...(rows.get(key) ?? []), each]);
        }
      return {
        rows: Object.fromEntries([...rows].map(([key, group]) => [key, figures(group)])),
        totals: figures(counted),
      };
    }

    const answered = (declared: ReportPart, rows: readonly ReportRow[]) =>
      Object.fromEntries(
        rows.map((row) => [
          (declared.dimensions ?? []).map((name) => String(row[name])).join('|'),
          Object.fromEntries(declared.measures.map((measure) => [measure, row[measure]])),
        ]),
      );
    const only = (declared: ReportPart, figures: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(figures).filter(([measure]) => declared.measures.includes(measure)));

    /** Every part of every order report over `range`, as `username` reaches `shops`. */
    async function reconcile(range: { from: string; to: string }, shops: ShopKey[], username = 'hk.owner') {
      const reports = loadProductReports(api.config, api.schemas);
      for (const name of ORDER_REPORTS) {
        const report = reports.get(name);
        if (!report) throw new Error(`no report ${name}`);
        const answer = await ask(name, { ...range, compare: 'last30Days' }, username);
        expect([name, answer.status]).toEqual([name, 0]);
        for (const declared of report.parts) {
          const want = expected(declared, range, shops);
          const got = part(answer.data, declared.name);
          expect([name, declared.name, answered(declared, got.rows)]).toEqual([
            name,
            declared.name,
            Object.fromEntries(
              Object.entries(want.rows).map(([key, figures]) => [key, only(declared, figures)]),
            ),
          ]);
          expect([name, declared.name, only(declared, got.totals)]).toEqual([
            name,
            declared.name,
            only(declared, want.totals),
          ]);
        }
        for (const each of breakdowns(report, answer.data))
          expect([...each.where, each.added]).toEqual([...each.where, each.total]);
      }
    }

    beforeAll(async () => {
      tenants = await demoTenants(api.db);
      shopIds = {
        central: tenants.central,
        causeway: tenants.causeway,
        mongKok: tenants.mongkok,
      } as Record<ShopKey, number>;
      // Central keeps Hong Kong's clock, as its till's stamps say (support/pos-sales.ts SHOP_CLOCKS).
      await api.records.modify('shop', tenants.central, { timeZone: 'Asia/Hong_Kong' });
      hk = await companyRecords(api.db, tenants.hk, 'msales');
      kowloon = await companyRecords(api.db, tenants.kowloon, 'msales');
      for (const [shop, owner] of [
        ['central', 'hk.owner'],
        ['causeway', 'hk.owner'],
        ['mongKok', 'kowloon.owner'],
      ] as const) {
        const device = await devices.create(owner, shopIds[shop], `Member sales ${shop}`);
        keys[shop] = (await devices.issue(owner, device)).data.key;
      }
      const level = async (name: string, pointsFrom: number) =>
        (
          await api.callAs<{ id: number }>('hk.owner', 'POST', '/member/level', {
            name,
            status: 'enabled',
            pointsFrom,
          })
        ).data.id;
      silver = await level('銷售分析銀卡', 900_000);
      gold = await level('銷售分析金卡', 950_000);

      await newMember('amy', tenants.hk, {
        gender: 'female',
        birthday: '2001-03-10',
        levelId: silver,
        vip: false,
        vipUntil: null,
        signedUpAt: '2026-02-20T02:00:00Z',
      });
      await newMember('ben', tenants.hk, {
        gender: 'male',
        birthday: '1980-06-01',
        levelId: gold,
        vip: true,
        vipUntil: '2026-03-15',
        signedUpAt: '2024-01-01T02:00:00Z',
      });
      await newMember('cat', tenants.hk, {
        gender: 'unknown',
        birthday: null,
        levelId: silver,
        vip: false,
        vipUntil: null,
        signedUpAt: '2026-03-01T02:00:00Z',
      });
      await newMember('dan', tenants.hk, {
        gender: 'other',
        birthday: '1960-01-01',
        levelId: gold,
        vip: true,
        vipUntil: '2027-01-01',
        signedUpAt: '2025-06-01T02:00:00Z',
      });
      await newMember('kay', tenants.kowloon, {
        gender: 'female',
        birthday: '1990-01-01',
        levelId: 0,
        vip: false,
        vipUntil: null,
        signedUpAt: '2026-03-01T02:00:00Z',
      });

      await ingest(
        // Amy is 24 on 9 March and 25 from the 10th; new until 22 March.
        order('MS-1', 'central', '2026-03-09T12:30', 4_800, 'amy'),
        order('MS-2', 'central', '2026-03-10T19:00', 12_300, 'amy'),
        order('MS-3', 'central', '2026-03-25T13:00', 56_000, 'amy'),
        // Ben is VIP until 15 March.
        order('MS-4', 'central', '2026-03-05T20:15', 20_000, 'ben'),
        order('MS-5', 'central', '2026-03-20T12:10', 9_950, 'ben'),
        order('MS-6', 'central', '2026-03-05T12:00', 3_300),
        order('MS-7', 'central', '2026-03-28T21:00', 150_000),
        order('MS-8', 'causeway', '2026-03-02T12:00', 7_700, 'cat'),
        order('MS-9', 'causeway', '2026-03-18T18:30', 31_000, 'dan'),
        order('MS-10', 'causeway', '2026-03-18T19:30', 2_500),
        // Another company's member and guest.
        order('MS-11', 'mongKok', '2026-03-03T08:00', 4_400, 'kay'),
        order('MS-12', 'mongKok', '2026-03-04T08:00', 6_600),
      );
    }, 120_000);

    it('answers every part of the six sales reports to the cent, each breakdown adding up to its total', async () => {
      await reconcile(MARCH, ['central', 'causeway']);
      const overall = (await ask('membership_sales_overall', MARCH)).data;
      // Of 297,550 in net sales, the members' 141,750 (Kowloon's orders are not Harbour Island's).
      expect(part(overall, 'overallFigures').totals).toMatchObject({
        netSales: 297_550,
        memberSales: 141_750,
        memberShare: 0.4764,
      });
    });

    it('keeps last month’s figures when a member moves up a level, and counts his next order at the new one', async () => {
      const amy = members.amy as Member;
      const before = (await ask('membership_sales_level', MARCH)).data;
      await api.records.modify('member', amy.id, { memberLevelId: gold });
      expect((await ask('membership_sales_level', MARCH)).data.parts).toEqual(before.parts);
      members.amy = { ...amy, levelId: gold };
      await ingest(order('MS-13', 'central', '2026-04-02T12:00', 8_800, 'amy'));
      await reconcile(APRIL, ['central', 'causeway']);
      const byLevel = part((await ask('membership_sales_level', APRIL)).data, 'byLevel');
      expect(byLevel.rows.map((row) => [row.level, row.netSales])).toEqual([[gold, 8_800]]);
    });

    it('follows a refund, a deletion and a version naming another member', async () => {
      const refunded = order('MS-4', 'central', '2026-03-05T20:15', 20_000, 'ben');
      const version = (each: Sent, updated: string, changes: Partial<PosOrder>): PosOrder => ({
        ...each.order,
        updatedAt: updated,
        ...changes,
      });
      const payment = refunded.order.payments[0];
      if (!payment) throw new Error('no payment');
      await ingest({
        ...refunded,
        order: version(refunded, '2026-03-06T10:00:00+08:00', {
          payments: [{ ...payment, refund: { amount: 5_000, reasonId: hk.reasonId, reason: 'Cold' } }],
          operations: [
            { kind: 'refundPayment', reason: 'Cold', reasonId: hk.reasonId, at: '2026-03-06T10:00:00+08:00' },
          ],
        }),
        netSales: 15_000,
      });
      // The guest's order of 5 March was Dan's after all: it counts with his attributes as it names
      // him (his level set here, whatever his points made of it since).
      await api.records.modify('member', (members.dan as Member).id, { memberLevelId: gold });
      const named = order('MS-6', 'central', '2026-03-05T12:00', 3_300, 'dan');
      await ingest({ ...named, order: version(named, '2026-03-05T12:30:00+08:00', {}) });
      const gone = order('MS-9', 'causeway', '2026-03-18T18:30', 31_000, 'dan');
      await ingest({
        ...gone,
        order: version(gone, '2026-03-19T09:00:00+08:00', {
          deleted: true,
          operations: [
            { kind: 'deleteOrder', reason: 'Test', reasonId: hk.reasonId, at: '2026-03-19T09:00:00+08:00' },
          ],
        }),
        closed: false,
      });
      await reconcile(MARCH, ['central', 'causeway']);
    });

    it('counts a shop manager’s shop and a company’s own members only', async () => {
      await reconcile(MARCH, ['central'], 'hk.central');
      await reconcile(MARCH, ['mongKok'], 'kowloon.owner');
      const kowloonGender = part(
        (await ask('membership_sales_gender', MARCH, 'kowloon.owner')).data,
        'byGender',
      );
      expect(kowloonGender.rows.map((row) => [row.gender, row.orders])).toEqual([['female', 1]]);
    });

    describe('VIP', () => {
      let today: string;
      const renewals: { member: string; renewal: VipRenewal; duration: string }[] = [];

      const settings = async (changes: object) => {
        const current = await api.callAs<{ version: number }>('hk.owner', 'PUT', '/member/vip/settings', {});
        const saved = await api.callAs('hk.owner', 'PUT', '/member/vip/settings/modify', {
          version: current.data.version,
          ...changes,
        });
        expect(saved.status).toBe(0);
      };
      const renew = async (member: string, key: string, duration: string) => {
        const id = (members[member] as Member).id;
        const answer = await api.callAs<VipRenewal>('hk.owner', 'POST', '/member/vip/renew', { id, key });
        expect(answer.status).toBe(0);
        renewals.push({ member, renewal: answer.data, duration });
      };

      beforeAll(async () => {
        today = todayIn(await zoneOf(api.db, api.records, tenants.hk, api.config.timeZone), Date.now());
        for (const member of ['vic', 'val', 'vin'])
          await newMember(member, tenants.hk, {
            gender: 'unknown',
            birthday: null,
            levelId: 0,
            vip: false,
            vipUntil: null,
            signedUpAt: '2025-01-01T02:00:00Z',
          });
        for (const member of ['vic', 'val', 'vin'])
          await memberLedger.post(api.db, {
            companyId: tenants.hk,
            key: `member-sales-top-up-${member}`,
            postings: [
              { account: 'balance', member: (members[member] as Member).id, amount: 100_000, type: 'topUp' },
              { account: 'storedValueIssued', amount: -100_000, type: 'topUp' },
            ],
          });
        await settings({ price: 20_000, duration: 'yearly' });
        // Vic buys and renews at once: his first term is renewed, his second runs.
        await renew('vic', 'vic-1', 'yearly');
        await renew('vic', 'vic-2', 'yearly');
        // Val bought a year's VIP last January, was reminded, and let it lapse on 4 February.
        await renew('val', 'val-1', 'yearly');
        const val = (members.val as Member).id;
        await api.db.query(
          `UPDATE vip_renewal SET renewed_on = '2026-01-05', renewed_at = '2026-01-05T04:00:00Z',
                extended_from = '2026-01-05', vip_until = '2026-02-04'
          WHERE company_id = $1 AND member_id = $2`,
          [tenants.hk, val],
        );
        await api.db.query(
          `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status, sent_at)
         VALUES ($1, $3, '2026-02-04', $2, 'email', 'sent', now())`,
          [tenants.hk, val, VIP_REMINDER_TASK],
        );
        await settings({ price: 3_000, discountedPrice: 2_500, duration: 'monthly' });
        await renew('vin', 'vin-1', 'monthly');
      });

      /** Every part of the report read from a roll-up, and answering as the raw rows do. */
      const expectRolledUp = async (name: string, range: { from: string; to: string }) => {
        const report = loadProductReports(api.config, api.schemas).get(name);
        if (!report) throw new Error(`no report ${name}`);
        const scope = { companies: [tenants.hk], shops: 'all' as const, ...range, english: false };
        const via = report.parts.flatMap((each) =>
          compileStatements(REPORT_FACTS[each.fact] as FactSource, each, scope).map(
            (statement) => statement.via,
          ),
        );
        expect(via).not.toContain('raw');
        const options = { timeZone: DEPLOYMENT_ZONE };
        expect(await runReport(api.db, REPORT_FACTS, report, scope, options)).toEqual(
          await runReport(api.db, REPORT_FACTS, report, scope, { ...options, raw: true }),
        );
      };

      it('counts the VIP memberships sold and renewed, by kind and duration, to the cent', async () => {
        const range = { from: addDays(today, -300), to: today };
        const answer = await ask('membership_sales_vip_volume', { ...range, compare: 'last30Days' });
        expect(answer.status).toBe(0);
        const counted = renewals.filter(({ member }) => member !== 'val' || '2026-01-05' >= range.from);
        const amount = sum(counted, ({ renewal }) => renewal.price);
        expect(part(answer.data, 'vipSalesFigures').totals).toEqual({
          sold: counted.length,
          amount,
          purchases: counted.length - 1,
          renewals: 1,
          averagePrice: Math.round(amount / counted.length),
        });
        const byDuration = part(answer.data, 'byDuration').rows.map((row) => [
          row.duration,
          row.sold,
          row.amount,
        ]);
        expect(byDuration).toEqual(
          ['monthly', 'yearly'].map((duration) => {
            const of = counted.filter((each) => each.duration === duration);
            return [duration, of.length, sum(of, ({ renewal }) => renewal.price)];
          }),
        );
        expect(part(answer.data, 'byVipKind').rows.map((row) => [row.kind, row.sold])).toEqual([
          ['purchase', counted.length - 1],
          ['renewal', 1],
        ]);
        const report = loadProductReports(api.config, api.schemas).get('membership_sales_vip_volume');
        if (!report) throw new Error('no VIP volume report');
        for (const each of breakdowns(report, answer.data))
          expect([...each.where, each.added]).toEqual([...each.where, each.total]);
        // The sales roll-up (migration 0066) answers every part, as the renewals themselves do.
        await expectRolledUp('membership_sales_vip_volume', range);
        // A VIP membership is the company's: a shop manager has no such page.
        expect((await ask('membership_sales_vip_volume', range, 'hk.central')).status).not.toBe(0);
      });

      it('tells each VIP term ending renewed, lapsed or running, and whether it was reminded', async () => {
        const vic = renewals.filter(({ member }) => member === 'vic').map(({ renewal }) => renewal.vipUntil);
        const vin = renewals.find(({ member }) => member === 'vin')?.renewal.vipUntil;
        const terms = [
          { until: '2026-02-04', outcome: 'lapsed', reminded: 'reminded' },
          { until: vic[0], outcome: 'renewed', reminded: 'notReminded' },
          { until: vic[1], outcome: 'running', reminded: 'notReminded' },
          { until: vin, outcome: 'running', reminded: 'notReminded' },
        ];
        for (const range of [
          { from: '2026-01-01', to: '2026-12-31' },
          { from: '2027-01-01', to: '2027-12-31' },
          { from: '2028-01-01', to: '2028-12-31' },
        ]) {
          const within = terms.filter(
            ({ until }) => String(until) >= range.from && String(until) <= range.to,
          );
          const answer = (await ask('membership_sales_vip_auto_renewal', range)).data;
          const count = (outcome: string) => within.filter((term) => term.outcome === outcome).length;
          expect(part(answer, 'vipTermFigures').totals).toEqual({
            terms: within.length,
            renewed: count('renewed'),
            lapsed: count('lapsed'),
            reminded: within.filter((term) => term.reminded === 'reminded').length,
            renewalRate:
              within.length === 0 ? null : Math.round((count('renewed') / within.length) * 10_000) / 10_000,
          });
          const table = part(answer, 'outcomeByReminder').rows.map(
            (row) => `${row.reminded}/${row.outcome}=${row.terms}`,
          );
          const wanted = new Map<string, number>();
          for (const term of within) {
            const key = `${term.reminded}/${term.outcome}`;
            wanted.set(key, (wanted.get(key) ?? 0) + 1);
          }
          expect(table.sort()).toEqual([...wanted].map(([key, n]) => `${key}=${n}`).sort());
          // The roll-up (migration 0064) answers every part, as the terms themselves do.
          await expectRolledUp('membership_sales_vip_auto_renewal', range);
        }
      });

      it('states the VIP terms and their roll-up again after a bulk load that ran no trigger', async () => {
        const read = async (sql: string) => (await api.db.query(sql, [tenants.hk])).rows;
        const stored = async () => ({
          terms: await read(
            'SELECT ledger_key, renewed, reminded FROM vip_renewal WHERE company_id = $1 ORDER BY ledger_key',
          ),
          rollup: await read(
            `SELECT vip_until::text, renewed, reminded, terms FROM vip_term_rollup WHERE company_id = $1
              ORDER BY 1, 2, 3`,
          ),
          sales: await read(
            `SELECT renewed_on::text, renewal, duration, sold, amount::int FROM vip_sale_rollup
              WHERE company_id = $1 ORDER BY 1, 2, 3`,
          ),
        });
        const kept = await stored();
        expect(kept.terms).toContainEqual(expect.objectContaining({ renewed: true }));
        expect(kept.terms).toContainEqual(expect.objectContaining({ reminded: true }));
        await api.db.transaction(async (tx) => {
          await tx.query('SET LOCAL session_replication_role = replica');
          await tx.query('UPDATE vip_renewal SET renewed = false, reminded = false WHERE company_id = $1', [
            tenants.hk,
          ]);
          await tx.query('DELETE FROM vip_term_rollup WHERE company_id = $1', [tenants.hk]);
          await tx.query('DELETE FROM vip_sale_rollup WHERE company_id = $1', [tenants.hk]);
        });
        const member = api.schemas.byName.get('member');
        if (!member) throw new Error('no member resource');
        await rebuildMembershipAnalysis(api.db, member, tenants.hk, api.config.timeZone);
        expect(await stored()).toEqual(kept);
      });
    });
  },
  // Causeway Bay keeps no zone of its own: its business days are the deployment's.
  { config: { timeZone: DEPLOYMENT_ZONE } },
);
