// A guest's comment arriving from his member page or from his shop's point of sale (docs/api.md
// "Comments"): about one paid (closed) order of the company, and about its shop or a dish or combo
// on it; one comment per order and target. The arrival row is claimed first (migration 0059), then
// the comment is written through the resource service as the server, so its hooks, version, audit
// row and rating move stand or fall with the claim. A second arrival for the same order and target
// waits for the first and is refused; the point of sale's replay of its own comment id answers the
// comment first written.
import type { Database, Queryable, SystemRecords } from '../../engine/server';
import type { CommentTarget } from '../../protocol/comments';
import { resourceFor } from './comment-kinds';

/** A closed order the comment follows, as sales_order holds it. */
export interface Visit {
  id: string;
  shopId: number;
  orderNo: string;
  memberId: number | null;
}

export interface Arrival {
  companyId: number;
  visit: Visit;
  target: CommentTarget;
  /** The dish or combo, with the name it was sold under, for a dish or combo target. */
  item?: { id: number; name: string };
  channel: 'memberPage' | 'pos';
  memberName?: string;
  rating: number;
  content?: string;
  pictures?: readonly string[];
  commentedAt: string;
  /** The point of sale's device and its own id of the comment. */
  device?: { deviceId: number; commentId: string };
}

export type ArrivalAnswer =
  | { outcome: 'created' | 'unchanged'; id: number }
  /** The order already has a comment on this target. */
  | { outcome: 'alreadyCommented' }
  /** The device's comment id was sent before for another order or target. */
  | { outcome: 'keyReused' };

const VISIT_COLUMNS = `id::text AS id, shop_id AS "shopId", order_no AS "orderNo", member_id AS "memberId"`;

/** The member's own paid order `orderId` in his company, if there is one. */
export async function memberVisit(
  q: Queryable,
  companyId: number,
  memberId: number,
  orderId: number,
): Promise<Visit | undefined> {
  const { rows } = await q.query<Visit>(
    `SELECT ${VISIT_COLUMNS} FROM sales_order
      WHERE company_id = $1 AND id = $2 AND member_id = $3 AND status = 'closed'`,
    [companyId, orderId, memberId],
  );
  return rows[0];
}

/** The shop's paid order its point of sale calls `posOrderId`, if there is one. */
export async function shopVisit(
  q: Queryable,
  shop: { companyId: number; shopId: number },
  posOrderId: string,
): Promise<Visit | undefined> {
  const { rows } = await q.query<Visit>(
    `SELECT ${VISIT_COLUMNS} FROM sales_order
      WHERE company_id = $1 AND shop_id = $2 AND pos_order_id = $3 AND status = 'closed'`,
    [shop.companyId, shop.shopId, posOrderId],
  );
  return rows[0];
}

/** The name the dish or combo `itemId` was sold under on the order; undefined when it was not on it. */
export async function orderedItem(
  q: Queryable,
  visit: Visit,
  target: Exclude<CommentTarget, 'shop'>,
  itemId: number,
): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT name FROM sales_order_line
      WHERE order_id = $1 AND kind = $2 AND item_id = $3 AND NOT deleted ORDER BY line_no LIMIT 1`,
    [visit.id, target, itemId],
  );
  return rows[0] && { id: itemId, name: rows[0].name };
}

/** Claims the order and target for the comment and writes it, in one transaction. */
export async function writeArrival(
  db: Database,
  records: SystemRecords,
  arrival: Arrival,
): Promise<ArrivalAnswer> {
  const { companyId, visit, target, item, device } = arrival;
  const resource = resourceFor(target);
  const targetId = item?.id ?? visit.shopId;
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ id: string }>(
      `INSERT INTO comment_arrival (company_id, shop_id, resource, order_id, target_kind, target_id,
         member_id, device_id, device_comment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      [
        companyId,
        visit.shopId,
        resource,
        visit.id,
        target,
        targetId,
        visit.memberId,
        device?.deviceId ?? null,
        device?.commentId ?? null,
      ],
    );
    const claim = claimed.rows[0];
    if (!claim) return (await replayOf(tx, arrival, targetId)) ?? { outcome: 'alreadyCommented' };
    const comment = await records.within(tx).create(resource, {
      companyId,
      shopId: visit.shopId,
      ...(item ? { targetType: target, targetId: item.id, targetName: item.name } : {}),
      channel: arrival.channel,
      memberId: visit.memberId ?? undefined,
      memberName: arrival.memberName,
      rating: arrival.rating,
      content: arrival.content,
      pictures: arrival.pictures && arrival.pictures.length > 0 ? arrival.pictures : undefined,
      orderNo: visit.orderNo,
      commentedAt: arrival.commentedAt,
    });
    await tx.query('UPDATE comment_arrival SET comment_id = $3 WHERE company_id = $1 AND id = $2', [
      companyId,
      claim.id,
      comment.id,
    ]);
    return { outcome: 'created', id: comment.id };
  });
}

/**
 * The comment a device's comment id already brought, if it is a replay of the same order and
 * target; the same id sent for another order or target is a key reused, not a replay.
 */
async function replayOf(
  tx: Queryable,
  arrival: Arrival,
  targetId: number,
): Promise<ArrivalAnswer | undefined> {
  const { companyId, device, visit, target } = arrival;
  if (!device) return undefined;
  const { rows } = await tx.query<{ id: number; orderId: string; targetKind: string; targetId: number }>(
    `SELECT comment_id AS id, order_id::text AS "orderId", target_kind AS "targetKind", target_id AS "targetId"
       FROM comment_arrival WHERE company_id = $1 AND device_id = $2 AND device_comment_id = $3`,
    [companyId, device.deviceId, device.commentId],
  );
  const first = rows[0];
  if (!first) return undefined;
  const same = first.orderId === visit.id && first.targetKind === target && first.targetId === targetId;
  return same ? { outcome: 'unchanged', id: first.id } : { outcome: 'keyReused' };
}
