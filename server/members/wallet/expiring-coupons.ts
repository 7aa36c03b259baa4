// The coupon-expiry notice of a company's pass (business §3): how many of a member's held coupons
// are still usable and expire within the notice's days, as his page would list them available.
import type { Queryable } from '../../../engine/server';

export async function couponsExpiringWithin(
  db: Queryable,
  member: { companyId: number; memberId: number },
  days: number,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM held_coupon
      WHERE company_id = $1 AND member_id = $2 AND NOT (single_use AND uses > 0)
        AND expires_at > now() AND expires_at <= now() + $3 * interval '1 day'`,
    [member.companyId, member.memberId, days],
  );
  return rows[0]?.count ?? 0;
}
