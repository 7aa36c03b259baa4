// Where a member's coupon stands, as his detail and his page filter them (business §4 "Coupon list
// filter: all, available, used, expired"): server/members/held-coupons.ts, docs/api.md.

export const HELD_COUPON_FILTERS = ['all', 'available', 'used', 'expired'] as const;
export type HeldCouponFilter = (typeof HELD_COUPON_FILTERS)[number];
