// The membership analysis's step of the order ingest (docs/schemas.md "Membership analysis: sales"):
// when a version of an order first names a member, his gender, his age band on the order's day, his
// level, whether he was VIP that day and whether he was new are fixed for the order
// (member_order_snapshot), read from his record as it stands in the ingest, so a later change of
// level or VIP moves no past figure. It runs before the members module's step, whose points may
// move him up a level for this very order (server/app.ts).
//
// The ingest has already counted such an order in the roll-ups without them (member-sales-rollups.ts):
// its figures are taken out, the attributes fixed, and its figures put back, in the ingest's
// transaction, so the roll-ups stay the facts summed again.
import type { ResourceSchema } from '../../engine/schema';
import { recordRelation, type Queryable } from '../../engine/server';
import type { OrderIngestStep } from '../sales/order-ingest-steps';
import { dropEmptyRollups, shiftRollups } from '../sales/sales-rollups';
import { ageBandSql } from './age-bands';
import { SNAPSHOT_ROLLUPS } from './member-sales-rollups';
import { newMemberSql, vipOnSql } from './member-sales-rules';

interface Unfixed {
  id: string;
  businessDate: string;
}

/** The shop's orders among `posOrderIds` naming a member they have fixed nothing for yet. */
async function unfixedOrders(q: Queryable, companyId: number, shopId: number, posOrderIds: string[]) {
  const { rows } = await q.query<Unfixed>(
    `SELECT o.id::text AS id, o.business_date::text AS "businessDate"
       FROM sales_order o
      WHERE o.company_id = $1 AND o.shop_id = $2 AND o.pos_order_id = ANY($3::text[])
        AND o.member_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM member_order_snapshot s
                         WHERE s.company_id = o.company_id AND s.order_id = o.id AND s.member_id = o.member_id)`,
    [companyId, shopId, posOrderIds],
  );
  return rows;
}

/** Fixes the attributes of each order `ids` from its member's record (`member`) as it stands now. */
export async function fixAttributes(
  q: Queryable,
  member: ResourceSchema,
  companyId: number,
  ids: readonly string[],
): Promise<void> {
  // A member deleted since the till named him still had his attributes then.
  const members = recordRelation(member, ['gender', 'birthday', 'memberLevelId', 'vip', 'vipUntil'], {
    deletedToo: true,
  });
  await q.query(
    `INSERT INTO member_order_snapshot (company_id, order_id, member_id, gender, age_band, level_id, vip,
                                        new_member)
     SELECT o.company_id, o.id, o.member_id, COALESCE(NULLIF(m.gender, ''), 'unknown'),
            ${ageBandSql('m.birthday::date', 'o.business_date')}, COALESCE(m."memberLevelId", 0),
            ${vipOnSql('m.vip', 'm."vipUntil"::date', 'o.business_date')},
            ${newMemberSql('m.created_at', 'COALESCE(o.closed_at, o.opened_at)')}
       FROM sales_order o JOIN ${members} m ON m.id = o.member_id AND m.company_id = o.company_id
      WHERE o.company_id = $1 AND o.id = ANY($2::bigint[])`,
    [companyId, ids],
  );
}

export const orderMemberSnapshots: OrderIngestStep = async (tx, records, tenant, orders) => {
  const { companyId, shopId } = tenant;
  const unfixed = await unfixedOrders(
    tx,
    companyId,
    shopId,
    orders.map(({ order }) => order.orderId),
  );
  if (unfixed.length === 0) return;
  const ids = unfixed.map(({ id }) => id);
  await shiftRollups(tx, ids, -1, SNAPSHOT_ROLLUPS);
  await fixAttributes(tx, records.resource('member'), companyId, ids);
  await shiftRollups(tx, ids, 1, SNAPSHOT_ROLLUPS);
  await dropEmptyRollups(
    tx,
    shopId,
    [...new Set(unfixed.map(({ businessDate }) => businessDate))],
    SNAPSHOT_ROLLUPS,
  );
};
