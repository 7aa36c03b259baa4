// A member's visits as the demographic reports count them (member activity, visited branches): his
// closed orders and the shops they were closed in, over all time, counted again whole for each
// member an ingested batch's orders name or named (an order given to another member, or deleted,
// moves its visit), as a step of the order ingest, in its transaction.
import type { Queryable } from '../../engine/server';
import { lockVisits } from '../members/visit-points';
import type { OrderIngestStep } from '../sales/order-ingest-steps';

/** The members the orders named before this batch: the rates kept when an order first names one. */
async function formerlyNamed(tx: Queryable, companyId: number, sourceIds: string[]): Promise<number[]> {
  const { rows } = await tx.query<{ member: number }>(
    `SELECT DISTINCT member_id AS member FROM member_order_rate
      WHERE company_id = $1 AND source_id = ANY($2::text[])`,
    [companyId, sourceIds],
  );
  return rows.map(({ member }) => member);
}

/** Counts `members`' visits again from their orders: in all, and at each shop (migration 0065). */
export async function recountMemberVisits(
  tx: Queryable,
  companyId: number,
  members: readonly number[],
): Promise<void> {
  if (members.length === 0) return;
  const params = [companyId, [...new Set(members)]];
  await tx.query(
    `UPDATE member_fact f SET visits = v.visits, shops_visited = v.shops, written_at = now()
       FROM (SELECT m.id, count(o.id)::int AS visits, count(DISTINCT o.shop_id)::int AS shops
               FROM unnest($2::int[]) AS m (id)
               LEFT JOIN sales_order o ON o.company_id = $1 AND o.member_id = m.id AND o.status = 'closed'
              GROUP BY m.id) v
      WHERE f.company_id = $1 AND f.member_id = v.id
        AND (f.visits, f.shops_visited) IS DISTINCT FROM (v.visits, v.shops)`,
    params,
  );
  // The shops he no longer has a closed order at go; the others are written where they changed.
  await tx.query(
    `WITH counted AS (
       SELECT o.member_id, o.shop_id, count(*)::int AS visits
         FROM unnest($2::int[]) AS m (id)
         JOIN sales_order o ON o.company_id = $1 AND o.member_id = m.id AND o.status = 'closed'
        GROUP BY o.member_id, o.shop_id),
     gone AS (
       DELETE FROM member_shop_visit v USING unnest($2::int[]) AS m (id)
        WHERE v.company_id = $1 AND v.member_id = m.id
          AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.member_id = v.member_id AND c.shop_id = v.shop_id))
     INSERT INTO member_shop_visit AS v (company_id, member_id, shop_id, signed_up_on, visits)
     SELECT $1, c.member_id, c.shop_id, f.signed_up_on, c.visits
       FROM counted c JOIN member_fact f ON f.company_id = $1 AND f.member_id = c.member_id
     ON CONFLICT (company_id, member_id, shop_id) DO UPDATE SET visits = excluded.visits
      WHERE v.visits <> excluded.visits`,
    params,
  );
}

/** The ingest step: every member the batch's orders name now or named before, counted again. */
export const memberVisits: OrderIngestStep = async (tx, _records, tenant, orders) => {
  const named = orders.flatMap(({ order }) => (order.memberId === undefined ? [] : [order.memberId]));
  const sourceIds = orders.map(({ order }) => `${tenant.shopId}:${order.orderId}`);
  const members = [...new Set([...named, ...(await formerlyNamed(tx, tenant.companyId, sourceIds))])];
  // Two shops' batches naming one member count him one after the other, each seeing the other's orders.
  await lockVisits(tx, members);
  await recountMemberVisits(tx, tenant.companyId, members);
};
