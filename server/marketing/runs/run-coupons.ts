// A task's coupon (issue 25 item 2), given through the membership coupons: each recipient holds the
// membership coupon's coupon once per run, granted as his message is claimed, under a key of the
// run and the member, so a message sent again finds the same coupon and names the same code.
import { recordRelation, type Queryable, type SystemRecords } from '../../../engine/server';
import { heldCouponCode } from '../../../protocol/held-coupons';
import { addDays, zonedDate, zonedInstant } from '../../../protocol/zoned-time';
import { grantCoupons } from '../../members/coupon-grants';
import { sendTaskOf, type RunKey } from './run-key';

interface Definition {
  couponId: number;
  usage: 'single' | 'unlimited';
  expirationDays: number;
}

const grantKey = (run: RunKey, memberId: number) => `${sendTaskOf(run)}:${run.occurrence}:${memberId}`;

/** Grants the membership coupon to the members; answers each one's code (none when it is gone). */
export async function grantRunCoupons(
  q: Queryable,
  records: SystemRecords,
  run: RunKey,
  memberCouponId: number,
  memberIds: readonly number[],
  zone: string,
): Promise<Map<number, string>> {
  const definitions = recordRelation(records.resource('memberCoupon'), [
    'couponId',
    'usage',
    'expirationDays',
  ]);
  const { rows } = await q.query<Definition>(
    `SELECT "couponId", usage, "expirationDays" FROM ${definitions} d WHERE d.company_id = $1 AND d.id = $2`,
    [run.companyId, memberCouponId],
  );
  const definition = rows[0];
  if (!definition || memberIds.length === 0) return new Map();
  const now = Date.now();
  const expiresAt = new Date(zonedInstant(addDays(zonedDate(now, zone), definition.expirationDays), 0, zone));
  await grantCoupons(
    q,
    run.companyId,
    memberIds.map((memberId) => ({
      origin: 'marketing',
      key: grantKey(run, memberId),
      memberId,
      couponId: definition.couponId,
      memberCouponId,
      singleUse: definition.usage === 'single',
      issuedAt: new Date(now),
      expiresAt,
    })),
  );
  const held = await q.query<{ id: string; member_id: number }>(
    'SELECT id, member_id FROM held_coupon WHERE company_id = $1 AND grant_key = ANY($2::text[])',
    [run.companyId, memberIds.map((memberId) => grantKey(run, memberId))],
  );
  return new Map(held.rows.map((row) => [row.member_id, heldCouponCode(Number(row.id))]));
}
