// Orders as a shop's point of sale sends them, built on a company's own records, for the ingest's
// tests: a closed dine-in order whose figures add up, and the records it names.
import type { Queryable } from '../../../engine/server/db/database';
import type { PosOrder } from '../../../protocol/pos-order';

/** Records of one company an order may name. */
export interface CompanyRecords {
  dishId: number;
  comboId: number;
  categoryId: number;
  sceneId: number;
  serverId: number;
  methodId: number;
  reasonId: number;
  /** A code generated for the company's coupon `couponId`. */
  couponCode: string;
  couponId: number;
}

async function insertRecord(db: Queryable, table: string, companyId: number, data: object): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${table} (company_id, data) VALUES ($1, $2) RETURNING id`,
    [companyId, JSON.stringify(data)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} row`);
  return id;
}

async function firstId(db: Queryable, table: string, companyId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [companyId],
  );
  return rows[0]?.id ?? insertRecord(db, table, companyId, { name: `${table} of ${companyId}` });
}

/**
 * The company's first dish, combo, category and scene (the demo menu's, else new ones), and a new
 * server, payment method, reason and coupon code of its own; `tag` keeps names and codes apart.
 */
export async function companyRecords(db: Queryable, companyId: number, tag: string): Promise<CompanyRecords> {
  const couponId = await insertRecord(db, 'res_coupon', companyId, { name: `Coupon ${tag}` });
  const couponCode = `CODE-${tag}-${companyId}`;
  await db.query(`INSERT INTO coupon_code (coupon_id, seq, company_id, code) VALUES ($1, 1, $2, $3)`, [
    couponId,
    companyId,
    couponCode,
  ]);
  return {
    dishId: await firstId(db, 'res_dish', companyId),
    comboId: await firstId(db, 'res_combo_dish', companyId),
    categoryId: await firstId(db, 'res_category', companyId),
    sceneId: await firstId(db, 'res_scene', companyId),
    serverId: await insertRecord(db, 'res_user', companyId, {
      accountType: 'waiter',
      name: `Server ${tag}`,
      username: `server.${tag}.${companyId}`,
    }),
    methodId: await insertRecord(db, 'res_payment_method', companyId, {
      name: `Cash ${tag}`,
      method: 'cash',
    }),
    reasonId: await insertRecord(db, 'res_order_operation_reason', companyId, { reason: `Reason ${tag}` }),
    couponCode,
    couponId,
  };
}

/**
 * A closed dine-in order: two dishes at 48.00, a custom item at 15.00, a discount of 10.00, a 10%
 * service charge and a tip, paid in cash and by card. `closedAt` sets its closing moment.
 */
export function closedOrder(
  records: CompanyRecords,
  orderId: string,
  closedAt = '2026-03-02T13:30:00+08:00',
): PosOrder {
  const opened = new Date(Date.parse(closedAt) - 45 * 60_000).toISOString();
  return {
    orderId,
    ticketNumber: `T-${orderId}`,
    orderNo: `N-${orderId}`,
    table: 'A3',
    guests: 3,
    type: 'dineIn',
    sceneId: records.sceneId,
    openedAt: opened,
    closedAt,
    serverId: records.serverId,
    subtotal: 11_100,
    discount: 1_000,
    serviceCharge: 1_010,
    packingFee: 0,
    tips: 200,
    salesTax: 0,
    total: 11_310,
    couponCode: records.couponCode,
    updatedAt: closedAt,
    lines: [
      {
        kind: 'dish',
        itemId: records.dishId,
        name: 'Milk tea',
        categoryId: records.categoryId,
        quantity: 2,
        amount: 9_600,
      },
      { kind: 'custom', name: 'Market fish', quantity: 1, amount: 1_500 },
    ],
    payments: [
      { method: 'cash', methodId: records.methodId, amount: 5_000 },
      { method: 'creditCard', amount: 6_310 },
    ],
    operations: [],
  };
}

/** The same order a little later: a dish deleted and part of the card payment refunded. */
export function amendedOrder(order: PosOrder, records: CompanyRecords, updatedAt: string): PosOrder {
  const [dish, custom] = order.lines;
  if (!dish || !custom) throw new Error('the order has two lines');
  return {
    ...order,
    updatedAt,
    subtotal: 9_600,
    total: 9_810,
    lines: [dish, { ...custom, deleted: { reasonId: records.reasonId, reason: 'Sold out' } }],
    payments: [
      { method: 'cash', methodId: records.methodId, amount: 5_000 },
      {
        method: 'creditCard',
        amount: 4_810,
        refund: { amount: 810, reasonId: records.reasonId, reason: 'Cold' },
      },
    ],
    operations: [
      {
        kind: 'deleteDish',
        reasonId: records.reasonId,
        reason: 'Sold out',
        serverId: records.serverId,
        at: updatedAt,
      },
      { kind: 'refundPayment', reason: 'Cold', at: updatedAt },
    ],
  };
}
