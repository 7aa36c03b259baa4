// The four business analysis pages of issue 13 item 6 through PUT /pro-api/report/{name}, on both
// engines: consumption analysis, the servers' time clock, coupons and customer feedback. Orders are
// written straight into the fact tables (support/sales-facts.ts); clock events and feedback go
// through their ingest, as a point of sale sends them. Every figure equals what is computed here
// from what was written, to the cent and to the minute, and every breakdown adds up to its total.
import type { ReportAnswer, ReportRow } from '../../../engine/protocol/report';
import { runReport } from '../../../engine/server/reports/report-run';
import type { PosFeedback } from '../../../protocol/pos-feedback';
import { CHECK_BANDS, PARTY_SIZES, PER_GUEST_BANDS } from '../../../server/sales/consumption-bands';
import { ingestClockEvents } from '../../../server/sales/ingest-clock-events';
import { ingestFeedback } from '../../../server/sales/ingest-feedback';
import { loadProductReports } from '../../../server/sales/product-reports';
import { REPORT_FACTS } from '../../../server/sales/report-facts';
import { describeOnEachDatabase } from '../support/api-harness';
import { breakdowns, part, present } from '../support/report-answers';
import { datesBetween, insertOrders, sampleOrders, type OrderFact } from '../support/sales-facts';
import { addServer, pairShifts, storedEvents } from '../support/staff-facts';
import { demoTenants, type DemoTenants } from '../support/tenants';

const RANGE = { from: '2026-03-01', to: '2026-03-14' };
const REPORTS = [
  'business_consumption',
  'business_time_clock',
  'business_coupon',
  'business_customer_feedback',
];
const ZONE = 'Asia/Hong_Kong';

/** The band a value falls in: 1 below the first bound, one more for each bound it reaches. */
const bandOf = (bounds: readonly number[], reaches: (bound: number) => boolean) =>
  1 + bounds.filter(reaches).length;
const checkBand = (order: OrderFact) => bandOf(CHECK_BANDS.bounds, (bound) => order.netSales >= bound);
const perGuestBand = (order: OrderFact) =>
  order.guests === 0 ? 0 : bandOf(PER_GUEST_BANDS.bounds, (bound) => order.netSales >= bound * order.guests);
const partySize = (order: OrderFact) =>
  order.guests === 0 ? 0 : bandOf(PARTY_SIZES.bounds, (bound) => order.guests >= bound);

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Rows keyed by a dimension's value, keeping the measures named. */
const byKey = (rows: readonly ReportRow[], key: string, measures: string[]) =>
  Object.fromEntries(
    rows.map((row) => [String(row[key]), Object.fromEntries(measures.map((name) => [name, row[name]]))]),
  );
/** Groups items by a key, each group summed as `measures` says. */
function grouped<T>(
  items: readonly T[],
  key: (item: T) => string,
  measures: Record<string, (group: T[]) => number>,
) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return Object.fromEntries(
    [...groups].map(([name, group]) => [
      name,
      Object.fromEntries(Object.entries(measures).map(([measure, of]) => [measure, of(group)])),
    ]),
  );
}

describeOnEachDatabase('the consumption, time clock, coupon and feedback reports', (api) => {
  let tenants: DemoTenants;
  let orders: OrderFact[];
  let coupons: { id: number; name: string; companyId: number }[];
  let feedback: (PosFeedback & { shopId: number; companyId: number; date: string })[];
  const ask = (name: string, body: object = RANGE, username = 'hk.owner') =>
    api.callAs<ReportAnswer>(username, 'PUT', `/report/${name}`, body);
  const closed = (keep: (order: OrderFact) => boolean) =>
    orders.filter(
      (order) =>
        order.status === 'closed' && order.date >= RANGE.from && order.date <= RANGE.to && keep(order),
    );
  const ofHk = (order: OrderFact) => order.companyId === tenants.hk;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    coupons = [];
    for (const [companyId, name] of [
      [tenants.hk, 'Spring tea set'],
      [tenants.hk, 'Birthday HK$30 off'],
      [tenants.kowloon, 'Kowloon breakfast'],
    ] as const) {
      const { rows } = await api.db.query<{ id: number }>(
        `INSERT INTO res_coupon (company_id, data) VALUES ($1, $2) RETURNING id`,
        [companyId, JSON.stringify({ name })],
      );
      coupons.push({ id: rows[0]?.id ?? 0, name, companyId });
    }
    const shops = [
      { companyId: tenants.hk, shopId: tenants.central, categories: [null] },
      { companyId: tenants.hk, shopId: tenants.causeway, categories: [null] },
      { companyId: tenants.kowloon, shopId: tenants.mongkok, categories: [null] },
    ];
    // Some orders use a coupon of their company's; some take-away orders carry no guest count.
    orders = sampleOrders(shops, datesBetween('2026-02-20', '2026-03-16'), 31).map((order) => {
      const own = coupons.filter((coupon) => coupon.companyId === order.companyId);
      const coupon = order.id % 4 === 0 ? own[(order.id / 4) % own.length] : undefined;
      const guests = order.orderType === 'takeAway' && order.id % 3 === 0 ? 0 : order.guests;
      return { ...order, guests, ...(coupon ? { couponId: coupon.id } : {}) };
    });
    await insertOrders(api.db, orders);

    // Three servers at Harbour Island, one at Kowloon, clocking in and out every day.
    const servers = [
      { companyId: tenants.hk, shopId: tenants.central, id: await addServer(api.db, tenants.hk, 'r.amy') },
      { companyId: tenants.hk, shopId: tenants.central, id: await addServer(api.db, tenants.hk, 'r.ben') },
      { companyId: tenants.hk, shopId: tenants.causeway, id: await addServer(api.db, tenants.hk, 'r.cat') },
      {
        companyId: tenants.kowloon,
        shopId: tenants.mongkok,
        id: await addServer(api.db, tenants.kowloon, 'r.dan'),
      },
    ];
    for (const server of servers) {
      const events = datesBetween('2026-02-20', '2026-03-16').flatMap((date, day) => {
        const start =
          Date.parse(`${date}T08:00:00+08:00`) + ((server.id * 7 + day * 13) % 50) * 60_000 + day * 1_000;
        // Every ninth day the clock-out is forgotten; every seventh the shift runs past midnight.
        const length =
          day % 7 === 3 ? 16.5 * 3_600_000 : (6 + ((server.id + day) % 4)) * 3_600_000 + day * 17_000;
        const iso = (ms: number) => new Date(ms).toISOString();
        return [
          { eventId: `${date}:in`, serverId: server.id, kind: 'in', at: iso(start) },
          ...(day % 9 === 4
            ? []
            : [{ eventId: `${date}:out`, serverId: server.id, kind: 'out', at: iso(start + length) }]),
        ];
      });
      // Sent newest first, as a till catching up might.
      const source = { companyId: server.companyId, shopId: server.shopId, deviceId: null, timeZone: ZONE };
      const result = await ingestClockEvents(api.db, api.records, source, events.reverse());
      expect(result.rejected).toEqual([]);
    }

    // Every fifth closed order's customer leaves feedback.
    feedback = orders
      .filter((order) => order.status === 'closed' && order.id % 5 === 0)
      .map((order) => {
        const score = 1 + ((order.id / 5) % 5);
        const details = (['slowService', 'price', 'foodQuality', 'noise'] as const).filter(
          (_, n) => score <= 3 && (order.id + n) % 3 !== 0,
        );
        return {
          feedbackId: `fb-${order.id}`,
          channel: order.id % 2 === 0 ? 'qrOrdering' : 'customerDisplay',
          orderId: `pos-${order.id}`,
          score,
          ratings: {
            food: Math.max(1, score - (order.id % 2)),
            ...(order.id % 3 === 0 ? {} : { service: score }),
          },
          dissatisfactions: [...details],
          at: `${order.date}T15:00:00+08:00`,
          updatedAt: `${order.date}T15:00:00+08:00`,
          shopId: order.shopId,
          companyId: order.companyId,
          date: order.date,
        };
      });
    for (const shop of shops) {
      const source = { companyId: shop.companyId, shopId: shop.shopId, deviceId: null, timeZone: ZONE };
      const mine = feedback.filter((entry) => entry.shopId === shop.shopId);
      for (let from = 0; from < mine.length; from += 500) {
        const result = await ingestFeedback(api.db, source, mine.slice(from, from + 500));
        expect(result.rejected).toEqual([]);
      }
    }
  }, 120_000);

  it('bands the orders by check size, spending per guest and party size, to the cent', async () => {
    const answer = (await ask('business_consumption')).data;
    const hk = closed(ofHk);
    const netSales = sum(hk, (order) => order.netSales);
    const guests = sum(hk, (order) => order.guests);
    expect(part(answer, 'consumptionFigures').totals).toEqual({
      averageCheck: Math.round(netSales / hk.length),
      perGuest: Math.round(netSales / guests),
      averageGuests: round4(guests / hk.length),
      orders: hk.length,
      guests,
      netSales,
    });
    const bands = (band: (order: OrderFact) => number) =>
      grouped(hk, (order) => String(band(order)), {
        orders: (group) => group.length,
        netSales: (group) => sum(group, (order) => order.netSales),
        guests: (group) => sum(group, (order) => order.guests),
      });
    const measures = ['orders', 'netSales', 'guests'];
    expect(byKey(part(answer, 'byCheckBand').rows, 'checkBand', measures)).toEqual(bands(checkBand));
    expect(byKey(part(answer, 'byPerGuestBand').rows, 'perGuestBand', measures)).toEqual(bands(perGuestBand));
    expect(byKey(part(answer, 'byPartySize').rows, 'partySize', measures)).toEqual(bands(partySize));
    // Every band the sample reaches, band 0 (no guest count) among them.
    expect(Object.keys(bands(perGuestBand))).toContain('0');
    expect(new Set(hk.map(checkBand)).size).toBeGreaterThan(2);
    const daily = grouped(hk, (order) => order.date, {
      averageCheck: (group) => Math.round(sum(group, (order) => order.netSales) / group.length),
    });
    expect(byKey(part(answer, 'checkDaily').rows, 'day', ['averageCheck'])).toEqual(daily);
    expect(part(answer, 'byCheckBand').columns[0]).toMatchObject({ labelKeys: 'reports:checkBands' });
  });

  it('sums each server’s closed shifts to the minute, and counts those without a clock-out apart', async () => {
    const answer = (await ask('business_time_clock')).data;
    const shifts = pairShifts(await storedEvents(api.db)).filter(
      (shift) =>
        [tenants.central, tenants.causeway].includes(shift.shopId) &&
        shift.businessDate >= RANGE.from &&
        shift.businessDate <= RANGE.to,
    );
    const expected = (group: typeof shifts) => ({
      workedMinutes: sum(group, (shift) => shift.minutes ?? 0),
      shifts: group.length,
      daysWorked: new Set(group.map((shift) => `${shift.serverId}/${shift.businessDate}`)).size,
      openShifts: group.filter((shift) => shift.minutes === null).length,
    });
    expect(part(answer, 'timeClockFigures').totals).toEqual({
      ...expected(shifts),
      servers: new Set(shifts.map((shift) => shift.serverId)).size,
    });
    expect(expected(shifts).openShifts).toBeGreaterThan(0);
    const measures = ['workedMinutes', 'shifts', 'daysWorked', 'openShifts'];
    expect(byKey(part(answer, 'hoursByServer').rows, 'server', measures)).toEqual(
      grouped(shifts, (shift) => String(shift.serverId), {
        workedMinutes: (group) => expected(group).workedMinutes,
        shifts: (group) => group.length,
        daysWorked: (group) => expected(group).daysWorked,
        openShifts: (group) => expected(group).openShifts,
      }),
    );
    const amy = part(answer, 'hoursByServer').rows.find((row) => row.serverLabel === 'r.amy');
    expect(amy?.averageShift).toBe(
      Math.round(Number(amy?.workedMinutes) / (Number(amy?.shifts) - Number(amy?.openShifts))),
    );
    expect(part(answer, 'timesheet').rows).toHaveLength(
      new Set(shifts.map((shift) => `${shift.businessDate}/${shift.serverId}`)).size,
    );
    // A store manager sees his own branch's servers only.
    const central = (await ask('business_time_clock', RANGE, 'hk.central')).data;
    expect(part(central, 'timeClockFigures').totals.workedMinutes).toBe(
      expected(shifts.filter((shift) => shift.shopId === tenants.central)).workedMinutes,
    );
  });

  it('tells each coupon’s orders, discount and net sales by its name, and the share of orders with one', async () => {
    const answer = (await ask('business_coupon')).data;
    const hk = closed(ofHk);
    const used = hk.filter((order) => order.couponId !== undefined);
    expect(part(answer, 'couponFigures').totals).toEqual({
      orders: used.length,
      discount: sum(used, (order) => order.discount),
      netSales: sum(used, (order) => order.netSales),
      averageCheck: Math.round(sum(used, (order) => order.netSales) / used.length),
    });
    expect(part(answer, 'couponUse').totals).toEqual({
      couponShare: round4(used.length / hk.length),
      couponOrders: used.length,
      orders: hk.length,
    });
    const byCoupon = part(answer, 'byCoupon');
    expect(byKey(byCoupon.rows, 'coupon', ['orders', 'discount', 'netSales'])).toEqual(
      grouped(used, (order) => String(order.couponId), {
        orders: (group) => group.length,
        discount: (group) => sum(group, (order) => order.discount),
        netSales: (group) => sum(group, (order) => order.netSales),
      }),
    );
    expect(byCoupon.rows.map((row) => row.couponLabel).sort()).toEqual([
      'Birthday HK$30 off',
      'Spring tea set',
    ]);
    expect(byKey(part(answer, 'couponShareDaily').rows, 'day', ['couponShare'])).toEqual(
      grouped(hk, (order) => order.date, {
        couponShare: (group) =>
          round4(group.filter((order) => order.couponId !== undefined).length / group.length),
      }),
    );
  });

  it('counts the feedback, its average score and what disappointed the customers', async () => {
    const answer = (await ask('business_customer_feedback')).data;
    const hk = feedback.filter(
      (entry) => entry.companyId === tenants.hk && entry.date >= RANGE.from && entry.date <= RANGE.to,
    );
    const average = (values: number[]) =>
      values.length === 0 ? null : round4(sum(values, (v) => v) / values.length);
    expect(part(answer, 'feedbackFigures').totals).toEqual({
      feedback: hk.length,
      averageScore: average(hk.map((entry) => entry.score)),
      lowScores: hk.filter((entry) => entry.score <= 2).length,
      averageFood: average(hk.flatMap((entry) => entry.ratings?.food ?? [])),
      averageService: average(hk.flatMap((entry) => entry.ratings?.service ?? [])),
      averageEnvironment: null,
      averageValue: null,
    });
    expect(byKey(part(answer, 'byScore').rows, 'score', ['feedback'])).toEqual(
      grouped(hk, (entry) => String(entry.score), { feedback: (group) => group.length }),
    );
    const details = hk.flatMap((entry) => entry.dissatisfactions ?? []);
    expect(byKey(part(answer, 'byDissatisfaction').rows, 'detail', ['mentions'])).toEqual(
      grouped(details, (detail) => detail, { mentions: (group) => group.length }),
    );
    expect(part(answer, 'byDissatisfaction').totals.feedback).toBe(
      hk.filter((entry) => (entry.dissatisfactions ?? []).length > 0).length,
    );
    expect(byKey(part(answer, 'feedbackByShop').rows, 'shop', ['feedback', 'averageScore'])).toEqual(
      grouped(hk, (entry) => String(entry.shopId), {
        feedback: (group) => group.length,
        averageScore: (group) => average(group.map((entry) => entry.score)) ?? 0,
      }),
    );
    const kowloon = (await ask('business_customer_feedback', RANGE, 'kowloon.owner')).data;
    expect(part(kowloon, 'feedbackFigures').totals.feedback).toBe(
      feedback.filter(
        (entry) => entry.companyId === tenants.kowloon && entry.date >= RANGE.from && entry.date <= RANGE.to,
      ).length,
    );
  });

  it('adds every breakdown of the four up to its total, and reads the same from roll-ups as from raw facts', async () => {
    const reports = loadProductReports(api.config, api.schemas);
    let checked = 0;
    for (const name of REPORTS) {
      const answer = (await ask(name, { ...RANGE, compare: 'lastWeek' })).data;
      const report = present(reports.get(name), name);
      for (const declared of report.parts.filter((one) => (one.dimensions ?? []).length > 0))
        expect([name, declared.name, part(answer, declared.name).rows.length > 0]).toEqual([
          name,
          declared.name,
          true,
        ]);
      for (const sum of breakdowns(report, answer)) {
        expect([...sum.where, sum.added]).toEqual([...sum.where, sum.total]);
        checked += 1;
      }
      const scope = {
        companies: [tenants.hk],
        shops: 'all' as const,
        english: true,
        ...RANGE,
        compare: 'lastWeek' as const,
      };
      expect(await runReport(api.db, REPORT_FACTS, report, scope)).toEqual(
        await runReport(api.db, REPORT_FACTS, report, scope, { raw: true }),
      );
    }
    expect(checked).toBeGreaterThan(30);
  });
});
