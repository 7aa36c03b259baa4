// The sales records (business §3 "Sales record", issue 13 item 6): one row per order with every §3
// field, read straight from the order facts, scoped to the caller's companies and shops, a page at a
// time for the screen or in chunks for an export. Newest first; ties broken by the row's id, so a
// page never repeats or skips an order.
import { reachConditions, recordRelation, SqlParams } from '../../engine/server';
import type { Queryable, Reach } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';
import type { OrderType } from '../../protocol/pos-order';
import { SALES_MONEY_KEYS, type SalesRecord } from '../../protocol/sales-record';

export interface SalesRecordFilter {
  from: string;
  to: string;
  companies: Reach;
  shops: Reach;
  /** A ticket number, order number or the POS's order id, exactly. */
  search?: string;
  type?: OrderType;
  /** The reader reads English: a shop's English name where it has one. */
  english: boolean;
}

const recordColumns = (english: boolean) => `
  o.id, o.ticket_number AS "ticketNumber", o.pos_order_id AS "orderId", o.order_no AS "orderNo",
  to_char(o.business_date, 'YYYY-MM-DD') AS "businessDate", COALESCE(o.closed_at, o.opened_at) AS "time",
  o.shop_id AS "shopId", ${english ? `COALESCE(NULLIF(s.name_en, ''), s.name)` : 's.name'} AS "shop",
  COALESCE(NULLIF(s."timeZone", ''), current_setting('TimeZone')) AS "timeZone", o.table_name AS "table", o.guests, o.order_type AS "type",
  o.status, o.subtotal, o.discount, o.service_charge AS "serviceCharge", o.packing_fee AS "packingFee",
  o.tips, o.sales_tax AS "salesTax", o.total, o.refunded, o.net_sales AS "netSales",
  COALESCE(paid.amount, 0) AS "paymentAmount", COALESCE(paid.methods, '') AS "paymentMethods",
  o.coupon_code AS "coupon", o.pickup_at AS "pickupTime", o.remarks,
  COALESCE((SELECT json_agg(json_build_object('kind', l.kind, 'name', l.name, 'quantity', l.quantity,
      'amount', l.amount, 'deleted', l.deleted) ORDER BY l.line_no)
    FROM sales_order_line l WHERE l.order_id = o.id), '[]'::json) AS "items"`;

/**
 * The orders with their shop (deleted since or not) and, read once per order, their payments' sum
 * and methods.
 */
const recordSource = (shops: ResourceSchema) => `sales_order o
  JOIN ${recordRelation(shops, ['name', 'name_en', 'timeZone'], { deletedToo: true })} s ON s.id = o.shop_id
  LEFT JOIN LATERAL (SELECT sum(p.amount) AS amount, string_agg(DISTINCT p.method, ',') AS methods
    FROM sales_payment p WHERE p.order_id = o.id) paid ON true`;

interface RecordRow extends Omit<SalesRecord, 'time' | 'pickupTime' | 'paymentMethods'> {
  time: Date;
  pickupTime: Date | null;
  paymentMethods: string;
}

/** The filter as SQL conditions on `sales_order o`. */
function conditionsOf(filter: SalesRecordFilter, params: SqlParams): string[] {
  const conditions = [
    `o.business_date BETWEEN ${params.add(filter.from)}::date AND ${params.add(filter.to)}::date`,
  ];
  conditions.push(...reachConditions(filter, params, { company: 'o.company_id', shop: 'o.shop_id' }));
  if (filter.type) conditions.push(`o.order_type = ${params.add(filter.type)}`);
  if (filter.search) {
    const search = params.add(filter.search);
    conditions.push(`(o.ticket_number = ${search} OR o.order_no = ${search} OR o.pos_order_id = ${search})`);
  }
  return conditions;
}

const recordOf = (row: RecordRow): SalesRecord => ({
  ...row,
  time: row.time.toISOString(),
  pickupTime: row.pickupTime?.toISOString() ?? null,
  paymentMethods: row.paymentMethods === '' ? [] : row.paymentMethods.split(','),
  // bigint columns arrive as text from PostgreSQL: every figure is a whole number of cents.
  id: Number(row.id),
  ...Object.fromEntries(SALES_MONEY_KEYS.map((key) => [key, Number(row[key])])),
});

/** One page of records, newest first, and how many the filter finds. */
export async function salesRecordPage(
  db: Queryable,
  shops: ResourceSchema,
  filter: SalesRecordFilter,
  page: { limit: number; offset: number },
): Promise<{ records: SalesRecord[]; count: number }> {
  const params = new SqlParams();
  const where = conditionsOf(filter, params).join(' AND ');
  const { rows } = await db.query<RecordRow>(
    `SELECT ${recordColumns(filter.english)} FROM ${recordSource(shops)} WHERE ${where}
      ORDER BY o.business_date DESC, o.id DESC LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  return { records: rows.map(recordOf), count: await salesRecordCount(db, filter) };
}

/** How many records the filter finds (an export's total). */
export async function salesRecordCount(db: Queryable, filter: SalesRecordFilter): Promise<number> {
  const params = new SqlParams();
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM sales_order o WHERE ${conditionsOf(filter, params).join(' AND ')}`,
    params.values,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Every record the filter finds, in chunks, oldest first: each chunk continues after the last row of
 * the one before (by business date and id), so a chunk costs the same at the end as at the start.
 */
export async function* salesRecordChunks(
  db: Queryable,
  shops: ResourceSchema,
  filter: SalesRecordFilter,
  size: number,
): AsyncGenerator<SalesRecord[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const params = new SqlParams();
    const conditions = conditionsOf(filter, params);
    if (after)
      conditions.push(`(o.business_date, o.id) > (${params.add(after.date)}::date, ${params.add(after.id)})`);
    const { rows }: { rows: RecordRow[] } = await db.query<RecordRow>(
      `SELECT ${recordColumns(filter.english)} FROM ${recordSource(shops)}
        WHERE ${conditions.join(' AND ')} ORDER BY o.business_date, o.id LIMIT ${params.add(size)}`,
      params.values,
    );
    if (rows.length === 0) return;
    yield rows.map(recordOf);
    const last = rows[rows.length - 1] as RecordRow;
    after = { date: last.businessDate, id: Number(last.id) };
    if (rows.length < size) return;
  }
}
