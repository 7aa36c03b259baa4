// What a declared report part must answer over a known set of sales, worked out from the orders as
// the tills sent them, apart from the report engine's SQL and roll-ups: each fact is a list of plain
// rows (an order, a line, a payment, an operation, a clock event, a shift, a feedback, a
// dissatisfaction it ticked) with its company, shop, business day, dimension values, filter values
// and measures, filtered, grouped and added up here. The rules are the documented ones (docs/api.md
// "Point-of-sale ingest" and "Reports", docs/schemas.md "Reports"): an order is deleted, else closed
// when it has a closing time, else open; net sales = total − sales tax − tips − refunds; a part reads
// closed orders and lines not deleted unless it says otherwise; the consumption bands
// (order-bands.ts); a shift is paired from the clock events as staff-facts.ts pairs them; feedback
// counts on the shop's day it was left, in its latest version; an average or a ratio is divided from
// the sums and rounded half up, money to the cent, minutes to the minute, other numbers to four places.
import type { ReportRow } from '../../../engine/protocol/report';
import type { ReportPart } from '../../../engine/server/reports/report-types';
import type { FeedbackAspect } from '../../../protocol/pos-feedback';
import type { PosOrder } from '../../../protocol/pos-order';
import { checkBand, partySize, perGuestBand } from './order-bands';
import type { Sale, ShopKey } from './pos-sales';
import type { Clocking } from './reconciliation-clocks';
import type { LeftFeedback } from './reconciliation-feedback';
import type { SentFacts } from './reconciliation-set';
import { expectedNetSales } from './sales-facts';
import { pairShifts } from './staff-facts';

type Value = string | number | null;

export interface FactRow {
  companyId: number;
  shopId: number;
  date: string;
  /** The order's scene; undefined for a fact without scenes, which a scene does not narrow. */
  sceneId?: number | null;
  dimensions: Record<string, Value>;
  filters: Record<string, string>;
  /** Each summed measure's value on this row (a count's is 1). */
  sums: Record<string, number>;
  /** Each distinct count's key on this row; null is not counted. */
  keys: Record<string, string | null>;
}

/** A measure that is not the sum of the rows' values: a distinct count, or one measure over another. */
type Derived = 'distinct' | { divide: [string, string]; places: number };

interface FactModel {
  rows: FactRow[];
  /** The measures not summed from the rows' `sums` (a count is a sum of ones). */
  derived: Record<string, Derived>;
  /** Each filter, with the values read when a part fixes none (null: every value). */
  filters: Record<string, string[] | null>;
}

export type FactModels = Record<string, FactModel>;

export interface Tenant {
  companyId: number;
  shopId: number;
}

const DAY = 86_400_000;

/** The calendar dimensions of a business day: weeks from Monday, each shown by its first day. */
function calendar(date: string): Record<string, Value> {
  const day = Date.parse(`${date}T00:00:00Z`);
  const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
  const week = new Date(day - (weekday - 1) * DAY).toISOString().slice(0, 10);
  return { day: date, week, month: `${date.slice(0, 7)}-01`, weekday };
}

const statusOf = (order: PosOrder) => (order.deleted ? 'deleted' : order.closedAt ? 'closed' : 'open');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The coupon an order's code was generated for; 0 without one, as the report shows it. */
function couponOf(order: PosOrder, coupons: ReadonlyMap<string, number>): number {
  if (order.couponCode === undefined) return 0;
  const coupon = coupons.get(order.couponCode);
  if (coupon === undefined) throw new Error(`the set knows no coupon of code ${order.couponCode}`);
  return coupon;
}

function orderFacts(sale: Sale, tenant: Tenant, coupons: ReadonlyMap<string, number>) {
  const { order } = sale;
  const refunded = sum(order.payments.map((payment) => payment.refund?.amount ?? 0));
  const amounts = {
    subtotal: order.subtotal,
    discount: order.discount,
    serviceCharge: order.serviceCharge,
    packingFee: order.packingFee,
    tips: order.tips,
    salesTax: order.salesTax,
    total: order.total,
    refunded,
    netSales: expectedNetSales(order, refunded),
  };
  const base = { ...tenant, date: sale.date, sceneId: order.sceneId ?? null };
  const where = { ...calendar(sale.date), shop: tenant.shopId };
  const status = statusOf(order);
  const orderKey = `${tenant.shopId}/${order.orderId}`;
  const coupon = couponOf(order, coupons);
  const orderRow: FactRow = {
    ...base,
    dimensions: {
      ...where,
      hour: sale.hour,
      orderType: order.type,
      server: order.serverId ?? null,
      checkBand: checkBand(amounts.netSales),
      perGuestBand: perGuestBand(amounts.netSales, order.guests),
      partySize: partySize(order.guests),
      coupon,
    },
    filters: { status, orderType: order.type, coupon: String(coupon !== 0) },
    sums: { orders: 1, couponOrders: coupon === 0 ? 0 : 1, guests: order.guests, ...amounts },
    // A table is a shop's: table A3 of two shops is two tables.
    keys: { tables: order.table ? `${tenant.shopId}/${order.table}` : null },
  };
  const lines = order.lines.map((line): FactRow => ({
    ...base,
    dimensions: {
      ...where,
      dish: line.name,
      category: line.categoryId ?? 0,
      kind: line.kind,
      reason: line.deleted?.reason ?? '',
    },
    filters: { status, deleted: String(line.deleted !== undefined), kind: line.kind },
    sums: { quantity: line.quantity, amount: line.amount, lines: 1 },
    keys: { orders: orderKey },
  }));
  const payments = order.payments.map((payment): FactRow => ({
    ...base,
    dimensions: { ...where, method: payment.method, reason: payment.refund?.reason ?? '' },
    filters: { status },
    sums: {
      payments: 1,
      amount: payment.amount,
      refunded: payment.refund?.amount ?? 0,
      netAmount: payment.amount - (payment.refund?.amount ?? 0),
    },
    keys: {},
  }));
  // An order's operations count whatever became of it.
  const operations = order.operations.map((operation): FactRow => ({
    ...base,
    dimensions: {
      ...where,
      operation: operation.kind,
      reason: operation.reason,
      server: operation.serverId ?? null,
    },
    filters: { operation: operation.kind },
    sums: { operations: 1 },
    keys: { orders: orderKey },
  }));
  return { orderRow, lines, payments, operations };
}

function clockFact({ event, date }: Clocking, tenant: Tenant): FactRow {
  return {
    ...tenant,
    date,
    dimensions: { ...calendar(date), shop: tenant.shopId, server: event.serverId, clock: event.kind },
    filters: { clock: event.kind },
    sums: { events: 1 },
    keys: { servers: String(event.serverId) },
  };
}

/** The shifts the clock events make (docs/api.md "Shifts"), each on its clock-in's day. */
function shiftFacts(clockings: readonly Clocking[], tenants: Record<ShopKey, Tenant>): FactRow[] {
  return Object.entries(tenants).flatMap(([shop, tenant]) => {
    const events = clockings
      .filter((clocking) => clocking.shop === shop)
      .map(({ event, date }) => ({
        shopId: tenant.shopId,
        serverId: event.serverId,
        posEventId: event.eventId,
        kind: event.kind,
        at: Date.parse(event.at),
        businessDate: date,
      }));
    return pairShifts(events).map(({ serverId, businessDate, minutes }) => ({
      ...tenant,
      date: businessDate,
      dimensions: { ...calendar(businessDate), shop: tenant.shopId, server: serverId },
      filters: {},
      // A shift without a clock-out counts as a shift, never as hours.
      sums: {
        shifts: 1,
        closedShifts: minutes === null ? 0 : 1,
        openShifts: minutes === null ? 1 : 0,
        workedMinutes: minutes ?? 0,
      },
      // A server who worked at two branches on one day worked one day.
      keys: { servers: String(serverId), daysWorked: `${serverId}/${businessDate}` },
    }));
  });
}

/** The aspects a customer may rate, by the measure that averages each. */
const RATED: Record<string, FeedbackAspect> = {
  averageFood: 'food',
  averageService: 'service',
  averageEnvironment: 'environment',
  averageValue: 'value',
};

/** A feedback's row (its score, its ratings) and a row for each dissatisfaction it ticked. */
function feedbackFacts({ feedback, date }: LeftFeedback, tenant: Tenant) {
  const where = { ...tenant, date };
  const calendarOf = { ...calendar(date), shop: tenant.shopId };
  // An aspect's average counts only the customers who rated it.
  const ratings = Object.values(RATED).flatMap((aspect) => {
    const stars = feedback.ratings?.[aspect];
    return [
      [`${aspect}Stars`, stars ?? 0],
      [`${aspect}Rated`, stars === undefined ? 0 : 1],
    ];
  });
  const row: FactRow = {
    ...where,
    dimensions: { ...calendarOf, score: feedback.score, channel: feedback.channel },
    filters: {},
    // A low score is one or two stars (docs/schemas.md "Customer feedback").
    sums: {
      feedback: 1,
      stars: feedback.score,
      lowScores: feedback.score <= 2 ? 1 : 0,
      ...Object.fromEntries(ratings),
    },
    keys: {},
  };
  const details = (feedback.dissatisfactions ?? []).map((detail): FactRow => ({
    ...where,
    dimensions: { ...calendarOf, detail },
    filters: {},
    sums: { mentions: 1 },
    keys: { feedback: `${tenant.shopId}/${feedback.feedbackId}` },
  }));
  return { row, details };
}

const CLOSED = ['closed'];

/** Every fact the reports read, as rows of the final version of each entry the tills sent. */
export function factModels(sent: SentFacts, tenants: Record<ShopKey, Tenant>): FactModels {
  const facts = sent.sales.map((sale) => orderFacts(sale, tenants[sale.shop], sent.coupons));
  const feedback = sent.feedback.map((left) => feedbackFacts(left, tenants[left.shop]));
  return {
    orders: {
      rows: facts.map((fact) => fact.orderRow),
      derived: {
        averageCheck: { divide: ['netSales', 'orders'], places: 0 },
        perGuest: { divide: ['netSales', 'guests'], places: 0 },
        averageGuests: { divide: ['guests', 'orders'], places: 4 },
        tables: 'distinct',
        turnover: { divide: ['orders', 'tables'], places: 4 },
        couponShare: { divide: ['couponOrders', 'orders'], places: 4 },
      },
      filters: { status: CLOSED, orderType: null, coupon: null },
    },
    orderLines: {
      rows: facts.flatMap((fact) => fact.lines),
      derived: { orders: 'distinct' },
      filters: { status: CLOSED, deleted: ['false'], kind: null },
    },
    payments: {
      rows: facts.flatMap((fact) => fact.payments),
      derived: {},
      filters: { status: CLOSED },
    },
    operations: {
      rows: facts.flatMap((fact) => fact.operations),
      derived: { orders: 'distinct' },
      filters: { operation: null },
    },
    clockEvents: {
      rows: sent.clockings.map((event) => clockFact(event, tenants[event.shop])),
      derived: { servers: 'distinct' },
      filters: { clock: null },
    },
    shifts: {
      rows: shiftFacts(sent.clockings, tenants),
      derived: {
        averageShift: { divide: ['workedMinutes', 'closedShifts'], places: 0 },
        daysWorked: 'distinct',
        servers: 'distinct',
      },
      filters: {},
    },
    feedback: {
      rows: feedback.map((each) => each.row),
      derived: {
        averageScore: { divide: ['stars', 'feedback'], places: 4 },
        ...Object.fromEntries(
          Object.entries(RATED).map(([measure, aspect]): [string, Derived] => [
            measure,
            { divide: [`${aspect}Stars`, `${aspect}Rated`], places: 4 },
          ]),
        ),
      },
      filters: {},
    },
    feedbackDetails: {
      rows: feedback.flatMap((each) => each.details),
      derived: { feedback: 'distinct' },
      filters: {},
    },
  };
}

/** Whose figures and which days: one company's, narrowed to shops and a scene when asked. */
export interface Scope {
  companyId: number;
  shopIds?: readonly number[];
  sceneId?: number;
  from: string;
  to: string;
}

/** `top / bottom` rounded half up to `places`, in whole numbers so no binary fraction creeps in. */
function divided(top: number | null, bottom: number | null, places: number): number | null {
  if (top === null || bottom === null || bottom === 0) return null;
  const scale = 10 ** places;
  return Math.floor((2 * top * scale + bottom) / (2 * bottom)) / scale;
}

export interface ExpectedPart {
  /** The part's rows in scope, by the JSON of their dimension values in the part's order. */
  groups: Map<string, FactRow[]>;
  totals: ReportRow;
  /** The part's measures over some of its rows. */
  measuresOf(rows: readonly FactRow[]): ReportRow;
  /** Whether a measure's rows add up to its total (a sum or a count). */
  additive(measure: string): boolean;
}

function known<T>(table: Record<string, T>, name: string, what: string): T {
  const found = Object.hasOwn(table, name) ? table[name] : undefined;
  if (found === undefined) throw new Error(`the reconciliation knows no ${what} ${name}`);
  return found;
}

/** The dimension values of a row, in the part's order, as the key of its group. */
export const groupKey = (values: readonly Value[]) => JSON.stringify(values);

/** What `part` must answer over `scope`, from the facts alone. */
export function expectedPart(models: FactModels, part: ReportPart, scope: Scope): ExpectedPart {
  const model = known(models, part.fact, 'fact');
  const filters = Object.entries(model.filters).flatMap(([name, fallback]) => {
    const values = part.where?.[name] ?? fallback;
    return values ? [[name, values] as const] : [];
  });
  for (const name of Object.keys(part.where ?? {})) known(model.filters, name, `filter of ${part.fact}`);
  const rows = model.rows.filter(
    (row) =>
      row.companyId === scope.companyId &&
      (scope.shopIds === undefined || scope.shopIds.includes(row.shopId)) &&
      row.date >= scope.from &&
      row.date <= scope.to &&
      (scope.sceneId === undefined || row.sceneId === undefined || row.sceneId === scope.sceneId) &&
      filters.every(([name, values]) => values.includes(row.filters[name] ?? '')),
  );
  // A measure the facts do not carry fails the first row it is read from (every part has some).
  const value = (name: string, of: readonly FactRow[]): number | null => {
    const rule = Object.hasOwn(model.derived, name) ? model.derived[name] : undefined;
    if (rule === undefined) return sum(of.map((row) => known(row.sums, name, `measure of ${part.fact}`)));
    if (rule === 'distinct')
      return new Set(of.map((row) => row.keys[name]).filter((key) => key !== null && key !== undefined)).size;
    return divided(value(rule.divide[0], of), value(rule.divide[1], of), rule.places);
  };
  const measuresOf = (of: readonly FactRow[]): ReportRow =>
    Object.fromEntries(part.measures.map((name) => [name, value(name, of)]));
  const groups = new Map<string, FactRow[]>();
  for (const row of rows) {
    const key = groupKey(
      (part.dimensions ?? []).map((name) => known(row.dimensions, name, `dimension of ${part.fact}`)),
    );
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return {
    groups,
    totals: measuresOf(rows),
    measuresOf,
    additive: (measure) => !Object.hasOwn(model.derived, measure),
  };
}
