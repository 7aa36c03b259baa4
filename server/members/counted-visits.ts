// A member's counted visits (visit-points-rule.ts): his orders that are closed and still sold (not
// deleted, not refunded whole: net sales above 0), in the order they are numbered in, by closing
// then by the order's row, with the visits rule each keeps for him (member_order_rate; none kept
// reads as no rule). Read whole, since a visit uncounted anywhere moves every later one's number.
import type { Queryable } from '../../engine/server';

export interface CountedVisit {
  closedAt: Date;
  visitsPerPoint: number | null;
}

/** Each of `members`' counted visits in their order, by member (one without any is absent). */
export async function countedVisits(
  q: Queryable,
  companyId: number,
  members: readonly number[],
): Promise<Map<number, CountedVisit[]>> {
  const { rows } = await q.query<{ member: number; closedAt: Date | string; visits: number | null }>(
    `SELECT o.member_id AS member, o.closed_at AS "closedAt", r.visits_per_point AS visits
       FROM sales_order o
       LEFT JOIN member_order_rate r ON r.company_id = o.company_id AND r.member_id = o.member_id
        AND r.source_id = o.shop_id || ':' || o.pos_order_id
      WHERE o.company_id = $1 AND o.member_id = ANY($2::int[]) AND o.status = 'closed' AND o.net_sales > 0
      ORDER BY o.member_id, o.closed_at, o.id`,
    [companyId, [...new Set(members)]],
  );
  const visits = new Map<number, CountedVisit[]>();
  for (const row of rows) {
    const list = visits.get(row.member) ?? [];
    visits.set(row.member, list);
    list.push({ closedAt: new Date(row.closedAt), visitsPerPoint: row.visits });
  }
  return visits;
}
