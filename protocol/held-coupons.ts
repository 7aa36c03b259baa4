// Where a member's coupon stands, as his detail and his page filter them (business §4 "Coupon list
// filter: all, available, used, expired"): server/members/held-coupons.ts, docs/api.md.

export const HELD_COUPON_FILTERS = ['all', 'available', 'used', 'expired'] as const;
export type HeldCouponFilter = (typeof HELD_COUPON_FILTERS)[number];

/**
 * The code an order names when a member's held coupon paid part of it (`couponCode` of the till's
 * order): never one of the printed codes, which are twelve letters and digits without a dash. The
 * ingest reads it as the held coupon's coupon, so the coupon report counts the order.
 */
export const heldCouponCode = (heldCouponId: number): string => `M-${heldCouponId}`;
export const HELD_COUPON_CODE = /^M-([1-9][0-9]{0,15})$/;
