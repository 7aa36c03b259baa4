// The points a member's orders earned in a window (a level's reckoning): each closed order's net
// sales at the rule it earns by (member_order_rate), and each of his counted visits that earns a
// point (visit-points-rule.ts), by its closing moment. Counted from the orders as they stand, not
// from the ledger's movements, so points he spent before a refund took them back (which the ledger
// could not take) do not keep him up a level.
import type { Queryable } from '../../engine/server';
import { countedVisits } from './counted-visits';
import { earningVisits } from './visit-points-rule';

export async function earnedByOrders(
  q: Queryable,
  companyId: number,
  members: readonly number[],
  since: Date,
): Promise<Map<number, number>> {
  const { rows } = await q.query<{ member: number; earned: string }>(
    `SELECT o.member_id AS member, sum(floor(o.net_sales / r.cents_per_point)) AS earned
       FROM sales_order o
       JOIN member_order_rate r ON r.company_id = o.company_id AND r.member_id = o.member_id
        AND r.source_id = o.shop_id || ':' || o.pos_order_id
      WHERE o.company_id = $1 AND o.member_id = ANY($2::int[]) AND o.status = 'closed'
        AND o.closed_at >= $3 AND o.net_sales > 0 AND r.cents_per_point IS NOT NULL
      GROUP BY o.member_id`,
    [companyId, [...new Set(members)], since.toISOString()],
  );
  const earned = new Map(rows.map((row) => [row.member, Number(row.earned)]));
  // A visit's number counts every visit before it, so all are read, and those in the window kept.
  for (const [member, visits] of await countedVisits(q, companyId, members)) {
    const inWindow = earningVisits(visits).filter(({ closedAt }) => closedAt >= since).length;
    earned.set(member, (earned.get(member) ?? 0) + inWindow);
  }
  return earned;
}
