// Declared reports through PUT /pro-api/report/{name} on both engines (docs/api.md "Reports"), over
// orders written straight into the fact tables: the figures equal sums computed apart from the
// engine, every breakdown adds up to its total, the roll-ups answer as the raw facts do, a comparison
// reads its own window, each caller sees only his companies and shops, and bad input is refused
// naming its field.
import type { Envelope } from '../../../engine/protocol/envelope';
import { Status } from '../../../engine/protocol/status';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { runReport } from '../../../engine/server/reports/report-run';
import { compilePart } from '../../../engine/server/reports/report-sql';
import { REPORT_FACTS } from '../../../server/sales/report-facts';
import { loadProductReports } from '../../../server/sales/product-reports';
import { describeOnEachDatabase } from '../support/api-harness';
import { closedSums, datesBetween, insertOrders, sampleOrders, type OrderFact } from '../support/sales-facts';
import { addManagerWith } from '../support/managers';
import { breakdowns, part, present } from '../support/report-answers';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

const RANGE = { from: '2026-03-01', to: '2026-03-14' };
const inRange = (order: OrderFact, range = RANGE) => order.date >= range.from && order.date <= range.to;
const WINDOWS = {
  lastWeek: { from: '2026-02-22', to: '2026-03-07' },
  fourWeeksAgo: { from: '2026-02-01', to: '2026-02-14' },
  sixMonthsAgo: { from: '2025-08-31', to: '2025-09-13' },
  last30Days: { from: '2026-01-30', to: '2026-02-28' },
} as const;

describeOnEachDatabase('declared reports', (api) => {
  let tenants: DemoTenants;
  let orders: OrderFact[];
  const home = (username: string, body: object) =>
    api.callAs<ReportAnswer>(username, 'PUT', '/report/home', body) as Promise<Envelope<ReportAnswer>>;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM res_category WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 6',
      [tenants.hk],
    );
    const categories = [...rows.map((row) => row.id), null];
    orders = sampleOrders(
      [
        { companyId: tenants.hk, shopId: tenants.central, categories },
        { companyId: tenants.hk, shopId: tenants.causeway, categories },
        { companyId: tenants.kowloon, shopId: tenants.mongkok, categories: [null] },
      ],
      [...datesBetween('2025-08-28', '2025-09-16'), ...datesBetween('2026-01-25', '2026-03-16')],
    );
    await insertOrders(api.db, orders);
  }, 60_000);

  it('answers the home figures as the closed orders add up, to the cent', async () => {
    const answer = await home('hk.owner', RANGE);
    expect(answer.status).toBe(Status.ok.code);
    const expected = closedSums(orders, (order) => order.companyId === tenants.hk && inRange(order));
    expect(part(answer.data, 'figures').totals).toEqual({
      netSales: expected.netSales,
      orders: expected.orders,
      guests: expected.guests,
      averageCheck: Math.round(expected.netSales / expected.orders),
    });
    expect(part(answer.data, 'paymentMethods').totals.netAmount).toBe(expected.payments);
    expect(part(answer.data, 'topDishes').totals.quantity).toBe(expected.quantity);
    expect(answer.data.freshness).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(answer.data).toMatchObject({
      name: 'home',
      title: 'reports:reports.home',
      filters: ['shops'],
      ...RANGE,
    });
  });

  it("tells the server's time on the call in a Server-Timing header", async () => {
    const token = await api.signIn('hk.owner');
    const answer = await api.call({
      method: 'PUT',
      url: '/pro-api/report/home',
      headers: { 'x-token': token },
      payload: RANGE,
    });
    expect(answer.body.status).toBe(Status.ok.code);
    expect(answer.headers['server-timing']).toEqual(expect.stringMatching(/^app;dur=\d+\.\d$/));
  });

  it('adds every breakdown of every report up to its total, the rows beyond a limit included', async () => {
    const reports = loadProductReports(api.config, api.schemas);
    let checked = 0;
    for (const report of reports.values()) {
      const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', `/report/${report.name}`, {
        ...RANGE,
        compare: 'lastWeek',
      });
      expect([report.name, answer.status]).toEqual([report.name, Status.ok.code]);
      for (const sum of breakdowns(report, answer.data)) {
        expect([...sum.where, sum.added]).toEqual([...sum.where, sum.total]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    const answer = (await home('hk.owner', RANGE)).data;
    const top = part(answer, 'topDishes');
    expect(top.rows).toHaveLength(5);
    expect(top.rest).toBeDefined();
    const quantities = top.rows.map((row) => Number(row.quantity));
    expect([...quantities].sort((a, b) => b - a)).toEqual(quantities);
    expect(part(answer, 'sales').rows.map((row) => row.day)).toEqual(datesBetween(RANGE.from, RANGE.to));
  });

  it('reads the same answer from the roll-ups as from the raw facts', async () => {
    const reports = loadProductReports(api.config, api.schemas);
    const report = present(reports.get('home'), 'the home report');
    const scope = { companies: [tenants.hk], shops: 'all' as const, english: false, ...RANGE };
    // Every home part has a roll-up that answers it, so the comparison below is between two paths.
    for (const each of report.parts) {
      const fact = present(REPORT_FACTS[each.fact], each.fact);
      expect([each.name, compilePart(fact, each, scope).via]).not.toEqual([each.name, 'raw']);
      expect(compilePart(fact, each, { ...scope, raw: true }).via).toBe('raw');
    }
    // Over whole months (February here; January, August in the comparisons) the hour, item and
    // payment parts read the monthly roll-ups for them and the daily ones for the other days.
    const months = { ...scope, from: '2026-01-25', to: '2026-03-10' };
    const top = present(
      report.parts.find((each) => each.name === 'topDishes'),
      'topDishes',
    );
    expect(compilePart(present(REPORT_FACTS.orderLines, 'orderLines'), top, months).via).toBe(
      'sales_item_rollup + sales_item_month_rollup',
    );
    for (const range of [scope, months])
      for (const compare of Object.keys(WINDOWS) as (keyof typeof WINDOWS)[]) {
        const ask = { ...range, compare };
        const fast = await runReport(api.db, REPORT_FACTS, report, ask);
        const raw = await runReport(api.db, REPORT_FACTS, report, ask, { raw: true });
        expect([range.from, compare, fast]).toEqual([range.from, compare, raw]);
      }
    // And every other report, over one shop.
    for (const other of reports.values()) {
      const ask = { ...scope, shops: [tenants.central] };
      const fast = await runReport(api.db, REPORT_FACTS, other, ask);
      expect([other.name, fast]).toEqual([
        other.name,
        await runReport(api.db, REPORT_FACTS, other, ask, { raw: true }),
      ]);
    }
  });

  it('compares with each window’s own dates and figures', async () => {
    for (const [window, range] of Object.entries(WINDOWS)) {
      const answer = await home('hk.owner', { ...RANGE, compare: window });
      const compare = present(part(answer.data, 'figures').compare, 'the comparison');
      expect({ window: compare.window, from: compare.from, to: compare.to }).toEqual({ window, ...range });
      const expected = closedSums(orders, (order) => order.companyId === tenants.hk && inRange(order, range));
      expect(compare.totals.netSales).toBe(expected.netSales);
      expect(compare.totals.orders).toBe(expected.orders);
    }
  });

  it('offers every report the four comparison windows home offers (business §9)', async () => {
    for (const report of loadProductReports(api.config, api.schemas).values())
      for (const [window, range] of Object.entries(WINDOWS)) {
        const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', `/report/${report.name}`, {
          ...RANGE,
          compare: window,
        });
        expect([report.name, window, answer.status]).toEqual([report.name, window, Status.ok.code]);
        for (const each of answer.data.parts)
          expect([
            report.name,
            each.name,
            each.compare?.window,
            each.compare?.from,
            each.compare?.to,
          ]).toEqual([report.name, each.name, window, range.from, range.to]);
      }
  });

  it('shows each caller his own companies and shops only', async () => {
    const sales = async (username: string, body: object = RANGE) =>
      part((await home(username, body)).data, 'figures').totals.netSales;
    const of = (keep: (order: OrderFact) => boolean) =>
      closedSums(orders, (order) => keep(order) && inRange(order)).netSales;
    expect(await sales('kowloon.owner')).toBe(of((order) => order.companyId === tenants.kowloon));
    expect(await sales('hk.central')).toBe(of((order) => order.shopId === tenants.central));
    expect(await sales('hk.owner', { ...RANGE, shopIds: [tenants.causeway] })).toBe(
      of((order) => order.shopId === tenants.causeway),
    );
    expect(await sales('admin')).toBe(of(() => true));
    const byShop = part((await home('hk.owner', RANGE)).data, 'paymentMethods');
    expect(byShop.totals.netAmount).toBe(
      closedSums(orders, (order) => order.companyId === tenants.hk && inRange(order)).payments,
    );
  });

  it('names a branch in the reader’s language', async () => {
    const branches = async (envLang: string) => {
      const answer = await api.callAs<ReportAnswer>('hk.owner', 'PUT', '/report/sales_report', {
        ...RANGE,
        shopIds: [tenants.central],
        envLang,
      });
      return part(answer.data, 'byShop').rows.map((row) => row.shopLabel);
    };
    expect(await branches('en')).toEqual(['Central']);
    expect(await branches('zh')).toEqual(['中環店']);
  });

  it('refuses a shop out of reach on shopIds, never quietly dropping it', async () => {
    for (const [username, shopIds] of [
      ['hk.owner', [tenants.mongkok]],
      ['hk.owner', [tenants.central, tenants.mongkok]],
      ['hk.central', [tenants.causeway]],
      ['kowloon.owner', [tenants.central]],
    ] as const) {
      const answer = await home(username, { ...RANGE, shopIds });
      expect(answer.status).toBe(Status.invalidInput.code);
      expect(answer.errors?.map((error) => error.field)).toEqual(['shopIds']);
    }
  });

  it('refuses bad input naming the field', async () => {
    const refused: [object, string][] = [
      [{ ...RANGE, from: '2026-02-30' }, 'from'],
      [{ ...RANGE, to: '2026-13-01' }, 'to'],
      [{ from: '2026-03-14', to: '2026-03-01' }, 'to'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to'],
      // Outside the calendar sales fall in: no month roll-up bound may leave four-digit years.
      [{ from: '9999-12-01', to: '9999-12-31' }, 'to'],
      [{ from: '1999-12-25', to: '2000-01-05' }, 'from'],
      [{ ...RANGE, from: '1 March' }, 'from'],
      [{ to: RANGE.to }, 'from'],
      [{ ...RANGE, shopIds: [1.5] }, 'shopIds'],
      [{ ...RANGE, shopIds: [2 ** 40] }, 'shopIds'],
      [{ ...RANGE, shopIds: '1' }, 'shopIds'],
      [{ ...RANGE, compare: 'yesterday' }, 'compare'],
      [{ ...RANGE, sceneId: 1 }, 'sceneId'],
    ];
    for (const [body, field] of refused) {
      const answer = await home('hk.owner', body);
      expect([field, answer.status]).toEqual([field, Status.invalidInput.code]);
      expect(answer.errors?.map((error) => error.field)).toContain(field);
    }
    const token = await api.signIn('hk.owner');
    const prototype = await api.call({
      method: 'PUT',
      url: '/pro-api/report/home',
      headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: `{"from":"2026-03-01","to":"2026-03-14","__proto__":{"shops":"all"}}`,
    });
    expect(prototype.body.status).toBe(Status.invalidInput.code);
    expect(prototype.body.errors?.map((error) => error.field)).toEqual(['__proto__']);
  });

  it('gives a report to whoever holds its route, and refuses the others before reading the body', async () => {
    await addUserWithoutPrivileges(api.db, 'reports.nobody', tenants.hk);
    const body = { ...RANGE, sceneId: 1 };
    expect((await api.callAs('reports.nobody', 'PUT', '/report/sales_report', body)).status).toBe(
      Status.forbidden.code,
    );
    expect((await api.callAs('reports.nobody', 'PUT', '/report/sales_report', { from: 'x' })).status).toBe(
      Status.forbidden.code,
    );
    // Home's report is everyone's, as home is.
    expect((await home('reports.nobody', RANGE)).status).toBe(Status.ok.code);
    const holder = await addManagerWith<{ id: number }>(api, 'reports.holder', ['sales_report']);
    const answer = await api.call<ReportAnswer>({
      method: 'PUT',
      url: '/pro-api/report/sales_report',
      headers: { 'x-token': holder.token },
      payload: body,
    });
    expect(answer.body.status).toBe(Status.ok.code);
    const expected = closedSums(
      orders,
      (order) => order.companyId === tenants.hk && order.sceneId === 1 && inRange(order),
    );
    const figures = part(answer.body.data, 'figures').totals;
    expect([figures.netSales, figures.orders, figures.total]).toEqual([
      expected.netSales,
      expected.orders,
      expected.total,
    ]);
    expect(part(answer.body.data, 'byShop').rows.map((row) => row.shopLabel)).toEqual(
      expect.arrayContaining(['中環店']),
    );
  });

  it('counts deleted dishes on any order, and only those', async () => {
    const answer = await api.callAs<ReportAnswer>(
      'hk.owner',
      'PUT',
      '/report/business_deleted_dishes',
      RANGE,
    );
    const deleted = orders
      .filter((order) => order.companyId === tenants.hk && inRange(order))
      .flatMap((order) => order.lines.filter((line) => line.deleted));
    const totals = part(answer.data, 'deletedDishes').totals;
    expect([totals.lines, totals.quantity, totals.amount]).toEqual([
      deleted.length,
      deleted.reduce((sum, line) => sum + line.quantity, 0),
      deleted.reduce((sum, line) => sum + line.amount, 0),
    ]);
  });

  it('counts the operations by their kind and reason', async () => {
    const answer = await api.callAs<ReportAnswer>(
      'hk.owner',
      'PUT',
      '/report/business_operation_reasons',
      RANGE,
    );
    const hk = orders.filter((order) => order.companyId === tenants.hk && inRange(order));
    const deletedDishes = hk.flatMap((order) => order.lines.filter((line) => line.deleted)).length;
    const deletedOrders = hk.filter((order) => order.status === 'deleted').length;
    const byOperation = part(answer.data, 'byOperation');
    expect(byOperation.totals.operations).toBe(deletedDishes + deletedOrders);
    expect(Object.fromEntries(byOperation.rows.map((row) => [row.operation, row.operations]))).toEqual({
      deleteDish: deletedDishes,
      deleteOrder: deletedOrders,
    });
  });

  it('tells the latest arrival among the caller’s own orders', async () => {
    // A day after every arrival so far: the freshest of all.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await api.db.query(
      `UPDATE sales_order SET ingested_at = $1 WHERE id = (SELECT min(id) FROM sales_order WHERE shop_id = $2)`,
      [later, tenants.mongkok],
    );
    expect((await home('kowloon.owner', RANGE)).data.freshness).toBe(later);
    expect((await home('admin', RANGE)).data.freshness).toBe(later);
    const own = (await home('hk.owner', RANGE)).data.freshness;
    expect(own).not.toBe(later);
    const { rows } = await api.db.query<{ at: Date }>(
      'SELECT max(ingested_at) AS at FROM sales_order WHERE company_id = $1',
      [tenants.hk],
    );
    expect(own).toBe(rows[0]?.at.toISOString());
  });

  it('answers a report no one declared as not found', async () => {
    for (const name of ['nothing', 'constructor', '__proto__'])
      expect((await api.callAs('hk.owner', 'PUT', `/report/${name}`, RANGE)).status).toBe(
        Status.notFound.code,
      );
  });
});
