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

/** Counts `members`' visits again from their orders. */
export async function recountMemberVisits(
  tx: Queryable,
  companyId: number,
  members: readonly number[],
): Promise<void> {
  if (members.length === 0) return;
  await tx.query(
    `UPDATE member_fact f SET visits = v.visits, shops_visited = v.shops, written_at = now()
       FROM (SELECT m.id, count(o.id)::int AS visits, count(DISTINCT o.shop_id)::int AS shops
               FROM unnest($2::int[]) AS m (id)
               LEFT JOIN sales_order o ON o.company_id = $1 AND o.member_id = m.id AND o.status = 'closed'
              GROUP BY m.id) v
      WHERE f.company_id = $1 AND f.member_id = v.id
        AND (f.visits, f.shops_visited) IS DISTINCT FROM (v.visits, v.shops)`,
    [companyId, [...new Set(members)]],
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
