// Order facts for the report tests, written straight into the tables of migration 0014 (the ingest
// has its own tests), with the roll-ups rebuilt from them as the ingest keeps them: closed orders
// only, lines not deleted. The orders are made by a seeded generator, so each test's expected
// figures are computed here from the same list, independently of the report engine's SQL.
import type { Queryable } from '../../../engine/server/db/database';
import { dateText, dayNumber } from '../../../engine/server/reports/report-dates';
import { FEEDBACK_ROLLUPS, ROLLUP_TABLES, shiftRollups } from '../../../server/sales/sales-rollups';

export interface LineFact {
  name: string;
  categoryId: number | null;
  quantity: number;
  amount: number;
  deleted: boolean;
}

export interface PaymentFact {
  method: string;
  amount: number;
  refunded: number;
}

export interface OrderFact {
  id: number;
  companyId: number;
  shopId: number;
  date: string;
  hour: number;
  status: 'open' | 'closed' | 'deleted';
  orderType: 'dineIn' | 'takeAway' | 'deliveryPlatform';
  sceneId: number | null;
  guests: number;
  subtotal: number;
  discount: number;
  serviceCharge: number;
  packingFee: number;
  tips: number;
  salesTax: number;
  total: number;
  refunded: number;
  netSales: number;
  /** The coupon the order used, if any. */
  couponId?: number;
  lines: LineFact[];
  payments: PaymentFact[];
}

export interface ShopOf {
  companyId: number;
  shopId: number;
  /** Category ids the shop's dishes fall in (null: a line without one). */
  categories: (number | null)[];
}

const DISHES = [
  'Milk tea',
  'Pineapple bun',
  'Egg tart',
  'Wonton noodles',
  'Baked pork chop rice',
  'Lemon tea',
  'Toast',
];
const METHODS = ['cash', 'creditCard', 'octopus', 'alipay'];
const TYPES: OrderFact['orderType'][] = ['dineIn', 'takeAway', 'deliveryPlatform'];

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (first === undefined || last === undefined) throw new Error(`${from} to ${to} is not a range of dates`);
  for (let day = first; day <= last; day += 1) dates.push(dateText(day));
  return dates;
}

/** A seeded pseudo-random sequence, so a failing run can be read again. */
function random(seed: number): { pick: (n: number) => number; oneOf: <T>(list: readonly T[]) => T } {
  // mulberry32: 32-bit integer steps, exact in JavaScript's numbers.
  let state = seed >>> 0;
  const pick = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const oneOf = <T>(list: readonly T[]): T => {
    const chosen = list[pick(list.length)];
    if (chosen === undefined) throw new Error('nothing to choose from');
    return chosen;
  };
  return { pick, oneOf };
}

/**
 * Net sales as docs/api.md defines them, worked out here apart from the server's code: the refund's
 * share of sales comes off, rounded half up (the test's amounts are positive and small).
 */
export function expectedNetSales(order: { total: number; salesTax: number; tips: number }, refunded: number) {
  const sales = order.total - order.salesTax - order.tips;
  return sales - (order.total === 0 ? 0 : Math.round((refunded * sales) / order.total));
}

/** Orders of these shops on these dates: closed mostly, some open or deleted, refunds, deleted lines. */
export function sampleOrders(shops: ShopOf[], dates: string[], seed = 13): OrderFact[] {
  const { pick, oneOf } = random(seed);
  const orders: OrderFact[] = [];
  for (const date of dates)
    for (const shop of shops)
      for (let i = 0, count = 2 + pick(3); i < count; i += 1) {
        const lines: LineFact[] = Array.from({ length: 1 + pick(3) }, () => {
          const quantity = 1 + pick(3);
          return {
            name: oneOf(DISHES),
            categoryId: oneOf(shop.categories),
            quantity,
            amount: quantity * (1_800 + pick(40) * 100),
            deleted: pick(8) === 0,
          };
        });
        const subtotal = lines.filter((line) => !line.deleted).reduce((sum, line) => sum + line.amount, 0);
        const discount = subtotal > 1_000 && pick(4) === 0 ? 500 : 0;
        const serviceCharge = Math.round(subtotal / 10);
        const tips = pick(5) === 0 ? 1_000 : 0;
        const salesTax = pick(3) === 0 ? 300 : 0;
        const total = subtotal - discount + serviceCharge + tips + salesTax;
        const split = pick(3) === 0 ? Math.floor(total / 2) : total;
        const refund = pick(10) === 0 ? Math.min(split, 700) : 0;
        const payments: PaymentFact[] = [{ method: oneOf(METHODS), amount: split, refunded: refund }];
        if (split < total) payments.push({ method: oneOf(METHODS), amount: total - split, refunded: 0 });
        const refunded = payments.reduce((sum, payment) => sum + payment.refunded, 0);
        const roll = pick(20);
        orders.push({
          id: orders.length + 1,
          companyId: shop.companyId,
          shopId: shop.shopId,
          date,
          hour: 8 + pick(14),
          status: roll === 0 ? 'open' : roll === 1 ? 'deleted' : 'closed',
          orderType: oneOf(TYPES),
          sceneId: pick(2) === 0 ? 1 : 2,
          guests: 1 + pick(6),
          subtotal,
          discount,
          serviceCharge,
          packingFee: 0,
          tips,
          salesTax,
          total,
          refunded,
          netSales: expectedNetSales({ total, salesTax, tips }, refunded),
          lines,
          payments,
        });
      }
  return orders;
}

/** Writes the orders, their lines, payments and operations, and rebuilds the roll-ups from every closed order. */
export async function insertOrders(db: Queryable, orders: OrderFact[]): Promise<void> {
  await db.query(
    `INSERT INTO sales_order (id, company_id, shop_id, pos_order_id, ticket_number, order_no, guests, order_type,
       scene_id, status, opened_at, closed_at, business_date, business_hour, subtotal, discount, service_charge,
       packing_fee, tips, sales_tax, total, refunded, net_sales, coupon_id, pos_updated_at)
     SELECT o.id, o."companyId", o."shopId", 'pos-' || o.id, 'T' || o.id, 'N' || o.id, o.guests, o."orderType",
       o."sceneId", o.status, o.date::date + make_interval(hours => o.hour), o.date::date + make_interval(hours => o.hour),
       o.date::date, o.hour, o.subtotal, o.discount, o."serviceCharge", o."packingFee", o.tips, o."salesTax",
       o.total, o.refunded, o."netSales", o."couponId", now()
       FROM jsonb_to_recordset($1::jsonb) AS o(id int, "companyId" int, "shopId" int, date text, hour int,
         status text, "orderType" text, "sceneId" int, guests int, subtotal bigint, discount bigint,
         "serviceCharge" bigint, "packingFee" bigint, tips bigint, "salesTax" bigint, total bigint,
         refunded bigint, "netSales" bigint, "couponId" int)`,
    [JSON.stringify(orders.map(({ lines: _lines, payments: _payments, ...order }) => order))],
  );
  const lines = orders.flatMap((order) =>
    order.lines.map((line, i) => ({
      ...line,
      orderId: order.id,
      lineNo: i + 1,
      companyId: order.companyId,
      shopId: order.shopId,
      date: order.date,
    })),
  );
  await db.query(
    `INSERT INTO sales_order_line (order_id, line_no, company_id, shop_id, business_date, kind, name, category_id,
       quantity, amount, deleted, deleted_reason)
     SELECT l."orderId", l."lineNo", l."companyId", l."shopId", l.date::date, 'dish', l.name, l."categoryId",
       l.quantity, l.amount, l.deleted, CASE WHEN l.deleted THEN 'Customer changed mind' END
       FROM jsonb_to_recordset($1::jsonb) AS l("orderId" int, "lineNo" int, "companyId" int, "shopId" int,
         date text, name text, "categoryId" int, quantity int, amount bigint, deleted boolean)`,
    [JSON.stringify(lines)],
  );
  const payments = orders.flatMap((order) =>
    order.payments.map((payment, i) => ({
      ...payment,
      orderId: order.id,
      paymentNo: i + 1,
      companyId: order.companyId,
      shopId: order.shopId,
      date: order.date,
    })),
  );
  await db.query(
    `INSERT INTO sales_payment (order_id, payment_no, company_id, shop_id, business_date, method, amount, refunded)
     SELECT p."orderId", p."paymentNo", p."companyId", p."shopId", p.date::date, p.method, p.amount, p.refunded
       FROM jsonb_to_recordset($1::jsonb) AS p("orderId" int, "paymentNo" int, "companyId" int, "shopId" int,
         date text, method text, amount bigint, refunded bigint)`,
    [JSON.stringify(payments)],
  );
  // An operation for every deleted dish and every deleted order, with its reason.
  await db.exec(`
    INSERT INTO sales_operation (order_id, operation_no, company_id, shop_id, business_date, kind, reason, happened_at)
    SELECT order_id, line_no, company_id, shop_id, business_date, 'deleteDish', deleted_reason, now()
      FROM sales_order_line WHERE deleted;
    INSERT INTO sales_operation (order_id, operation_no, company_id, shop_id, business_date, kind, reason, happened_at)
    SELECT id, 100, company_id, shop_id, business_date, 'deleteOrder', 'Wrong order', now()
      FROM sales_order WHERE status = 'deleted';`);
  await rebuildRollups(db);
}

/** The roll-ups as the ingest keeps them: every stored order's and feedback's figures added by its own statements. */
async function rebuildRollups(db: Queryable): Promise<void> {
  await db.exec(ROLLUP_TABLES.map((table) => `DELETE FROM ${table};`).join('\n'));
  const ids = async (table: string) =>
    (await db.query<{ id: string }>(`SELECT id::text AS id FROM ${table}`)).rows.map((row) => row.id);
  await shiftRollups(db, await ids('sales_order'), 1);
  await shiftRollups(db, await ids('customer_feedback'), 1, FEEDBACK_ROLLUPS);
}

/** Sums of the closed orders a filter keeps: the figures a report must show, computed apart from it. */
export function closedSums(orders: OrderFact[], keep: (order: OrderFact) => boolean) {
  const closed = orders.filter((order) => order.status === 'closed' && keep(order));
  const sum = (pick: (order: OrderFact) => number) => closed.reduce((total, order) => total + pick(order), 0);
  return {
    orders: closed.length,
    guests: sum((order) => order.guests),
    netSales: sum((order) => order.netSales),
    total: sum((order) => order.total),
    quantity: sum((order) =>
      order.lines.filter((line) => !line.deleted).reduce((t, line) => t + line.quantity, 0),
    ),
    payments: sum((order) => order.payments.reduce((t, payment) => t + payment.amount - payment.refunded, 0)),
  };
}
