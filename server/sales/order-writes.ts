// Writes a batch of sound orders of one shop, inside the caller's transaction: each order is new
// (created), the version stored (unchanged: nothing written), older than it (stale: nothing
// written) or newer (updated: the order row rewritten, its lines, payments and operations replaced).
// The roll-ups follow in the same transaction. The whole batch is a few multi-row statements.
import type { Queryable } from '../../engine/server';
import { insertRows, recordset, replacedColumns } from './json-rows';
import {
  childRows,
  LINE_COLUMNS,
  OPERATION_COLUMNS,
  ORDER_COLUMNS,
  orderRow,
  PAYMENT_COLUMNS,
  type OrderToWrite,
} from './order-facts';
import { dropEmptyRollups, shiftRollups } from './sales-rollups';

export type IngestOutcome = 'created' | 'updated' | 'unchanged' | 'stale';

export interface FactTenant {
  companyId: number;
  shopId: number;
  deviceId: number | null;
}

interface Stored {
  id: string;
  posOrderId: string;
  /** The incoming version against the stored one: −1 older, 0 the same, 1 newer. */
  comparison: number;
  businessDate: string;
}

/** The shop's stored versions of the batch's orders, compared in SQL to the microsecond. */
async function storedVersions(tx: Queryable, shopId: number, orders: readonly OrderToWrite[]) {
  const { rows } = await tx.query<Stored>(
    `SELECT o.id::text AS id, o.pos_order_id AS "posOrderId", o.business_date::text AS "businessDate",
            sign(extract(epoch FROM r.updated_at - o.pos_updated_at))::int AS comparison
       FROM unnest($2::text[], $3::timestamptz[]) AS r (pos_order_id, updated_at)
       JOIN sales_order o ON o.shop_id = $1 AND o.pos_order_id = r.pos_order_id`,
    [
      shopId,
      orders.map((order) => order.checked.order.orderId),
      orders.map((order) => order.checked.order.updatedAt),
    ],
  );
  return new Map(rows.map((row) => [row.posOrderId, row]));
}

/** Inserts new orders and rewrites updated ones; answers each one's row id by its POS order id. */
async function upsertOrders(tx: Queryable, tenant: FactTenant, orders: readonly OrderToWrite[]) {
  const names = ORDER_COLUMNS.map(([name]) => name);
  const { rows } = await tx.query<{ id: string; posOrderId: string }>(
    `INSERT INTO sales_order (company_id, shop_id, device_id, ${names.join(', ')})
     SELECT $2, $3, $4, ${names.map((name) => `r.${name}`).join(', ')} FROM ${recordset(1, ORDER_COLUMNS)}
     ON CONFLICT (shop_id, pos_order_id) DO UPDATE
        SET ${replacedColumns(ORDER_COLUMNS, 'pos_order_id')}, ingested_at = now()
     RETURNING id::text AS id, pos_order_id AS "posOrderId"`,
    [JSON.stringify(orders.map(orderRow)), tenant.companyId, tenant.shopId, tenant.deviceId],
  );
  return new Map(rows.map((row) => [row.posOrderId, row.id]));
}

async function replaceChildren(
  tx: Queryable,
  tenant: FactTenant,
  orders: readonly OrderToWrite[],
  ids: Map<string, string>,
) {
  const children = orders.map(({ checked, businessDate }) =>
    childRows(checked.order, ids.get(checked.order.orderId) as string, businessDate),
  );
  await insertRows(
    tx,
    'sales_order_line',
    LINE_COLUMNS,
    children.flatMap((child) => child.lines),
    tenant,
  );
  await insertRows(
    tx,
    'sales_payment',
    PAYMENT_COLUMNS,
    children.flatMap((child) => child.payments),
    tenant,
  );
  await insertRows(
    tx,
    'sales_operation',
    OPERATION_COLUMNS,
    children.flatMap((child) => child.operations),
    tenant,
  );
}

/** What becomes of an incoming version against the stored one, if any. */
export function outcomeAgainst(before: Pick<Stored, 'comparison'> | undefined): IngestOutcome {
  if (!before) return 'created';
  if (before.comparison > 0) return 'updated';
  return before.comparison === 0 ? 'unchanged' : 'stale';
}

/** Writes `orders` (distinct POS order ids, all sound) and answers each one's outcome by its POS id. */
export async function writeOrders(
  tx: Queryable,
  tenant: FactTenant,
  orders: readonly OrderToWrite[],
): Promise<Map<string, IngestOutcome>> {
  // One batch of a shop at a time: a retry racing its original compares with what the other wrote.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('sales_order'), $1)", [tenant.shopId]);
  const stored = await storedVersions(tx, tenant.shopId, orders);
  const outcomes = new Map<string, IngestOutcome>();
  const written: OrderToWrite[] = [];
  for (const order of orders) {
    const before = stored.get(order.checked.order.orderId);
    const outcome = outcomeAgainst(before);
    outcomes.set(order.checked.order.orderId, outcome);
    if (outcome === 'created' || outcome === 'updated') written.push(order);
  }
  if (written.length === 0) return outcomes;
  const replaced = written.flatMap((order) => {
    const before = stored.get(order.checked.order.orderId);
    return before ? [before] : [];
  });
  const replacedIds = replaced.map((before) => before.id);
  await shiftRollups(tx, replacedIds, -1);
  if (replacedIds.length > 0)
    await tx.query(
      `WITH lines AS (DELETE FROM sales_order_line WHERE order_id = ANY($1::bigint[])),
            payments AS (DELETE FROM sales_payment WHERE order_id = ANY($1::bigint[]))
       DELETE FROM sales_operation WHERE order_id = ANY($1::bigint[])`,
      [replacedIds],
    );
  const ids = await upsertOrders(tx, tenant, written);
  await replaceChildren(tx, tenant, written, ids);
  await shiftRollups(tx, [...ids.values()], 1);
  const dates = new Set([
    ...replaced.map((before) => before.businessDate),
    ...written.map((order) => order.businessDate),
  ]);
  await dropEmptyRollups(tx, tenant.shopId, [...dates]);
  return outcomes;
}
