// Other modules' codes an order may name as its coupon, beside the printed codes of the payments
// module's coupons: a member's held coupon (members module). Each source answers the coupon of the
// codes it knows, within the ingest's transaction and company; a code no source knows is refused.
import { ExtensionPoint, type Queryable } from '../../engine/server';

export type CouponCodeSource = (
  q: Queryable,
  companyId: number,
  codes: readonly string[],
) => Promise<Map<string, number>>;

export const ORDER_COUPON_CODES = new ExtensionPoint<CouponCodeSource>('the coupon codes of orders');
