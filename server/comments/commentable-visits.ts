// A member's recent paid orders as his page offers them for comment: each with its shop's name, the
// dishes and combos he ordered on it (each once, by the name it was sold under) and which of the
// shop and those he has commented on already (comment_arrival).
import type { CheckedSchemas } from '../../engine/schema';
import { isoTimestamp, recordRelation, type Queryable } from '../../engine/server';
import type { CommentableVisit } from '../../protocol/comments';

/** How many of his latest visits the page offers. */
const RECENT_VISITS = 20;

export async function commentableVisits(
  q: Queryable,
  schemas: CheckedSchemas,
  companyId: number,
  memberId: number,
): Promise<CommentableVisit[]> {
  const shops = schemas.byName.get('shop');
  if (!shops) throw new Error('comments: no resource shop');
  const commented = (target: string, item: string) =>
    `EXISTS (SELECT 1 FROM comment_arrival a WHERE a.company_id = $1 AND a.order_id = v.id
               AND a.target_kind = ${target} AND a.target_id = ${item})`;
  const { rows } = await q.query<CommentableVisit>(
    `WITH visits AS (
       SELECT id, order_no, shop_id, closed_at FROM sales_order
        WHERE company_id = $1 AND member_id = $2 AND status = 'closed'
        ORDER BY closed_at DESC LIMIT ${RECENT_VISITS})
     SELECT v.id::int AS "orderId", v.order_no AS "orderNo", s.name AS "shopName",
            ${isoTimestamp('v.closed_at')} AS "closedAt",
            ${commented(`'shop'`, 'v.shop_id')} AS "shopCommented",
            coalesce((
              SELECT json_agg(json_build_object('target', l.kind, 'itemId', l.item_id, 'name', l.name,
                       'commented', ${commented('l.kind', 'l.item_id')}) ORDER BY l.line_no)
                FROM (SELECT DISTINCT ON (kind, item_id) kind, item_id, name, line_no FROM sales_order_line
                       WHERE order_id = v.id AND kind IN ('dish', 'combo') AND item_id IS NOT NULL AND NOT deleted
                       ORDER BY kind, item_id, line_no) l), '[]'::json) AS items
       FROM visits v JOIN ${recordRelation(shops, ['name'], { deletedToo: true })} s ON s.id = v.shop_id
      ORDER BY v.closed_at DESC`,
    [companyId, memberId],
  );
  return rows;
}
