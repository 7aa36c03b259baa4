import { DEMO_SEEDING_LIMIT, describeOnEachDatabase } from '../support/api-harness';
import {
  DEMO_ORDER_SEED,
  DEMO_ORDERS_PER_DAY,
  seedDemoOrders,
  type DemoOrderSettings,
} from '../../../server/demo/seed-demo-orders';
import { ingestShopOrders, inProcessSink } from '../../../server/demo/ingest-shop-orders';
import { NO_INGEST_PARTS } from '../../../server/sales/ingest-orders';
import { loadShopCatalogue } from '../../../server/demo/load-shop-catalogue';
import { demoTenants } from '../support/tenants';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { Status } from '../../../engine/protocol/status';

const SETTINGS: DemoOrderSettings = { days: 3, timeZone: 'Asia/Hong_Kong', region: 'hk' };
/** A Saturday lunchtime in Hong Kong: the last day's afternoon is yet to come. */
const NOW = Date.parse('2026-03-07T13:00:00+08:00');

type Totals = Record<string, number>;

// Both tests seed: one that ran out of time would go on seeding under the next.
jest.setTimeout(DEMO_SEEDING_LIMIT);

describeOnEachDatabase('demo orders', (api) => {
  const one = async (sql: string, params: unknown[]): Promise<Totals> => {
    const { rows } = await api.db.query<Totals>(sql, params);
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
  };

  it("seeds the demo company's shops with orders whose roll-ups equal the facts, and a second seeding adds nothing", async () => {
    const tenants = await demoTenants(api.db);
    const created = await seedDemoOrders(api.db, api.schemas, SETTINGS, NOW);
    expect(created).toBeGreaterThan(50);

    const { rows: shops } = await api.db.query<{
      shopId: number;
      orders: number;
      first: string;
      last: string;
    }>(
      `SELECT shop_id AS "shopId", count(*)::int AS orders,
              min(business_date)::text AS first, max(business_date)::text AS last
         FROM sales_order WHERE company_id = $1 GROUP BY shop_id ORDER BY shop_id`,
      [tenants.hk],
    );
    expect(shops.map((shop) => shop.shopId)).toEqual(
      [tenants.central, tenants.causeway].sort((a, b) => a - b),
    );
    expect(shops.every((shop) => shop.first === '2026-03-05' && shop.last === '2026-03-07')).toBe(true);
    expect(shops.reduce((sum, shop) => sum + shop.orders, 0)).toBe(created);
    // The Kowloon company sells no menu yet: it gets no orders.
    expect(
      await one('SELECT count(*) AS n FROM sales_order WHERE company_id = $1', [tenants.kowloon]),
    ).toEqual({ n: 0 });
    // Still going at lunchtime: some of the last day's orders are open.
    expect((await one(`SELECT count(*) AS n FROM sales_order WHERE status = 'open'`, [])).n).toBeGreaterThan(
      0,
    );
    // Orders name the servers and tables the seeding gave the floor.
    const named = await one(
      `SELECT count(*) FILTER (WHERE server_id IS NOT NULL) AS servers, count(*) FILTER (WHERE table_name IS NOT NULL) AS tables
         FROM sales_order WHERE company_id = $1`,
      [tenants.hk],
    );
    expect(named.servers).toBeGreaterThan(0);
    expect(named.tables).toBeGreaterThan(0);
    // The servers clocked in and out every day; on the last only in, so far.
    const {
      ins = 0,
      outs = 0,
      ...clock
    } = await one(
      `SELECT count(*) FILTER (WHERE kind = 'in') AS ins, count(*) FILTER (WHERE kind = 'out') AS outs,
              count(*) FILTER (WHERE happened_at > to_timestamp($2 / 1000.0)) AS later,
              count(DISTINCT business_date) AS days
         FROM server_clock_event WHERE company_id = $1`,
      [tenants.hk, NOW],
    );
    expect(ins).toBeGreaterThan(outs);
    expect(outs).toBeGreaterThan(0);
    expect(clock).toEqual({ later: 0, days: 3 });
    // Each clock-in is a shift; those still going at lunchtime have no hours yet.
    const shifts = await one(
      `SELECT count(*) AS shifts, count(minutes) AS closed FROM server_shift WHERE company_id = $1`,
      [tenants.hk],
    );
    expect(shifts.shifts).toBe(ins);
    expect(shifts.closed).toBeGreaterThan(0);
    expect(shifts.closed).toBeLessThan(ins);
    // The company's demo coupons were generated as Generate generates them, and some orders redeem them.
    const coupons = await one(
      `SELECT count(*) AS coupons, count(*) FILTER (WHERE k.data->>'generationStatus' = 'created') AS created,
              count(DISTINCT s.coupon_id) AS sheets,
              (SELECT count(*) FROM sales_order o WHERE o.coupon_id = ANY(array_agg(k.id))) AS redeemed
         FROM res_coupon k LEFT JOIN coupon_sheet s ON s.coupon_id = k.id WHERE k.company_id = $1`,
      [tenants.hk],
    );
    expect(coupons).toMatchObject({ coupons: 2, created: 2, sheets: 2 });
    expect(coupons.redeemed).toBeGreaterThan(0);
    // Some customers left feedback on the orders they paid for, none of it later than now.
    const feedback = await one(
      `SELECT count(*) AS n, count(*) FILTER (WHERE o.status <> 'closed') AS unpaid,
              count(*) FILTER (WHERE f.left_at > to_timestamp($2 / 1000.0)) AS later
         FROM customer_feedback f JOIN sales_order o ON o.id = f.order_id WHERE f.company_id = $1`,
      [tenants.hk, NOW],
    );
    expect(feedback.n).toBeGreaterThan(0);
    expect({ unpaid: feedback.unpaid, later: feedback.later }).toEqual({ unpaid: 0, later: 0 });

    const facts = await one(
      `SELECT count(*) AS orders, sum(guests) AS guests, sum(subtotal) AS subtotal, sum(discount) AS discount,
              sum(service_charge) AS service_charge, sum(packing_fee) AS packing_fee, sum(tips) AS tips,
              sum(sales_tax) AS sales_tax, sum(total) AS total, sum(refunded) AS refunded, sum(net_sales) AS net_sales
         FROM sales_order WHERE company_id = $1 AND status = 'closed'`,
      [tenants.hk],
    );
    const days = await one(
      `SELECT sum(orders) AS orders, sum(guests) AS guests, sum(subtotal) AS subtotal, sum(discount) AS discount,
              sum(service_charge) AS service_charge, sum(packing_fee) AS packing_fee, sum(tips) AS tips,
              sum(sales_tax) AS sales_tax, sum(total) AS total, sum(refunded) AS refunded, sum(net_sales) AS net_sales
         FROM sales_day_rollup WHERE company_id = $1`,
      [tenants.hk],
    );
    expect(days).toEqual(facts);
    expect(facts.service_charge).toBeGreaterThan(0);
    const hours = await one(
      'SELECT sum(orders) AS orders, sum(guests) AS guests, sum(net_sales) AS net_sales FROM sales_hour_rollup WHERE company_id = $1',
      [tenants.hk],
    );
    expect(hours).toEqual({ orders: facts.orders, guests: facts.guests, net_sales: facts.net_sales });
    const items = await one('SELECT sum(amount) AS amount FROM sales_item_rollup WHERE company_id = $1', [
      tenants.hk,
    ]);
    expect(items.amount).toBe(facts.subtotal);
    const payments = await one(
      `SELECT sum(p.amount) AS amount, sum(p.refunded) AS refunded FROM sales_payment p
         JOIN sales_order o ON o.id = p.order_id WHERE o.company_id = $1 AND o.status = 'closed'`,
      [tenants.hk],
    );
    expect(
      await one(
        'SELECT sum(amount) AS amount, sum(refunded) AS refunded FROM sales_payment_rollup WHERE company_id = $1',
        [tenants.hk],
      ),
    ).toEqual(payments);
    expect(payments.amount).toBe(facts.total);

    const counted = await one('SELECT count(*) AS n FROM sales_order', []);
    expect(await seedDemoOrders(api.db, api.schemas, SETTINGS, NOW)).toBe(0);
    expect(await one('SELECT count(*) AS n FROM sales_order', [])).toEqual(counted);
    // The same days sent again through the ingest find every order as it was.
    const shop = await loadShopCatalogue(
      api.db,
      tenants.hk,
      tenants.central,
      SETTINGS.timeZone,
      SETTINGS.region,
    );
    const again = await ingestShopOrders(inProcessSink(api.db, api.records, shop, NO_INGEST_PARTS), shop, {
      from: '2026-03-05',
      to: '2026-03-07',
      now: NOW,
      seed: DEMO_ORDER_SEED,
      ordersPerDay: DEMO_ORDERS_PER_DAY,
    });
    expect(again.created).toBe(0);
    expect(again.clockEvents).toBeGreaterThan(0);
    expect(again.orders).toBe(shops.find((row) => row.shopId === tenants.central)?.orders);
    expect(await one('SELECT count(*) AS n FROM sales_order', [])).toEqual(counted);
    expect((await one('SELECT count(*) AS n FROM server_clock_event', [])).n).toBe(ins + outs);
    expect(again.feedback).toBeGreaterThan(0);
    expect(
      (await one('SELECT count(*) AS n FROM customer_feedback WHERE company_id = $1', [tenants.hk])).n,
    ).toBe(feedback.n);
  });

  it("shows the demo company's custom orders in the custom orders report (business §2 items/custom_order)", async () => {
    // Seeding again adds nothing: this holds alone or after the test above.
    await seedDemoOrders(api.db, api.schemas, SETTINGS, NOW);
    const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/business_custom_order', {
      from: '2026-03-05',
      to: '2026-03-07',
    });
    expect(answer.status).toBe(Status.ok.code);
    const byItem = answer.data.parts.find((part) => part.name === 'byCustomItem');
    expect(byItem?.rows.length).toBeGreaterThan(0);
    expect(Number(byItem?.totals.amount)).toBeGreaterThan(0);
    const custom = await one(
      `SELECT count(*) AS lines, count(*) FILTER (WHERE item_id IS NOT NULL) AS "withItem"
         FROM sales_order_line WHERE company_id = $1 AND kind = 'custom'`,
      [(await demoTenants(api.db)).hk],
    );
    expect(custom.lines).toBeGreaterThan(0);
    expect(custom.withItem).toBe(0);
  });
});
