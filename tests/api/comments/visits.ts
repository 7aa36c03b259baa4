// Paid orders for the comment tests, written as the POS ingest leaves them in sales_order and
// sales_order_line (migration 0014): only the columns a comment's arrival reads matter here.
import type { Queryable } from '../../../engine/server/db/database';

export interface VisitLine {
  kind: 'dish' | 'combo';
  itemId: number;
  name: string;
}

export interface VisitSpec {
  companyId: number;
  shopId: number;
  posOrderId: string;
  memberId?: number;
  status?: 'open' | 'closed' | 'deleted';
  lines?: VisitLine[];
}

/** Writes the order and its lines; answers its id. */
export async function insertVisit(db: Queryable, visit: VisitSpec): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sales_order (company_id, shop_id, pos_order_id, ticket_number, order_no, guests, order_type,
       status, opened_at, closed_at, business_date, business_hour, subtotal, discount, service_charge,
       packing_fee, tips, sales_tax, total, refunded, net_sales, pos_updated_at, member_id)
     VALUES ($1, $2, $3, $3, 'N-' || $3, 2, 'dineIn', $4, '2026-03-02T12:00:00+08', '2026-03-02T13:00:00+08',
       '2026-03-02', 13, 10000, 0, 0, 0, 0, 0, 10000, 0, 10000, '2026-03-02T13:00:00+08', $5)
     RETURNING id::int AS id`,
    [visit.companyId, visit.shopId, visit.posOrderId, visit.status ?? 'closed', visit.memberId ?? null],
  );
  const id = rows[0]?.id as number;
  for (const [index, line] of (visit.lines ?? []).entries())
    await db.query(
      `INSERT INTO sales_order_line (order_id, line_no, company_id, shop_id, business_date, kind, item_id,
         name, quantity, amount)
       VALUES ($1, $2, $3, $4, '2026-03-02', $5, $6, $7, 1, 5000)`,
      [id, index + 1, visit.companyId, visit.shopId, line.kind, line.itemId, line.name],
    );
  return id;
}
