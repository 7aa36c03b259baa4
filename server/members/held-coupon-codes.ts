// The members module's codes of the ingest (sales/order-coupon-codes.ts): an order paid in part with
// a member's held coupon names it by its code (protocol/held-coupons.ts), and is counted under that
// coupon in the coupon report like an order naming a printed code. Only the company's own coupons.
import { HELD_COUPON_CODE } from '../../protocol/held-coupons';
import type { CouponCodeSource } from '../sales/order-coupon-codes';

export const heldCouponCodes: CouponCodeSource = async (q, companyId, codes) => {
  const ids = new Map<string, string>();
  for (const code of codes) {
    const id = HELD_COUPON_CODE.exec(code)?.[1];
    if (id !== undefined) ids.set(id, code);
  }
  if (ids.size === 0) return new Map();
  const { rows } = await q.query<{ id: string; couponId: number }>(
    `SELECT id, coupon_id AS "couponId" FROM held_coupon WHERE company_id = $1 AND id = ANY($2::bigint[])`,
    [companyId, [...ids.keys()]],
  );
  return new Map(rows.map((row) => [ids.get(String(row.id)) ?? '', row.couponId]));
};
