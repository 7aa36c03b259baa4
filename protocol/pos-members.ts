// The till's member calls (docs/api.md "Members at the point of sale", issue 23 item 4): find a
// member, spend from his balance (a redemption) and give a redemption back. Amounts are integer cents.
import type { OrderType } from './pos-order';
import type { PosStampCard } from './stamps';

/** A member as the till shows him when he is named. */
export interface PosMember {
  id: number;
  nickname: string | null;
  countryCode: string | null;
  phone: string | null;
  memberLevelId: number | null;
  vip: boolean;
  accountStatus: 'active' | 'suspended';
  /** In cents. */
  balance: number;
  points: number;
  /** The stamp card he is filling; null while the company earns no stamps (the lookup's only). */
  stampCard?: PosStampCard | null;
}

export interface PosMemberLookup {
  shopId: number;
  /** The member's id (his card's number), or his phone with its country or region code. */
  memberId?: number;
  countryCode?: string;
  phone?: string;
}

export interface PosRedemptionBody {
  shopId: number;
  memberId: number;
  /** Cents taken from his balance. */
  amount: number;
  /** What the order is: the balance history's type (business §3). */
  orderType: OrderType;
  /** The till's order, as its ingest will name it. */
  orderId: string;
  /** The till's idempotency key: sent again after a lost answer, the first outcome is answered. */
  key: string;
}

export interface PosRedemptionRefundBody {
  shopId: number;
  /** The key of the redemption given back. */
  redemptionKey: string;
  key: string;
}

export interface PosRedemption {
  transactionId: number;
  replayed: boolean;
  /** His balance after it, in cents. */
  balance: number;
}

/** A coupon the member holds and may use now, as the till lists it. */
export interface PosHeldCoupon {
  heldCouponId: number;
  /** What the order it pays names as its `couponCode` (protocol/held-coupons.ts heldCouponCode). */
  code: string;
  /** The membership coupon that gave it. */
  name: string | null;
  /** The payments coupon it is: what it is worth and where it applies. */
  couponId: number;
  couponName: string | null;
  couponType: string | null;
  expiresAt: string;
  singleUse: boolean;
  uses: number;
}

export interface PosHeldCouponsBody {
  shopId: number;
  memberId: number;
}

export interface PosCouponUseBody {
  shopId: number;
  heldCouponId: number;
  /** The till's order, as its ingest will name it. */
  orderId: string;
  key: string;
}

export interface PosCouponGiveBackBody {
  shopId: number;
  /** The key of the use given back. */
  useKey: string;
}

export interface PosCouponUse {
  heldCouponId: number;
  couponId: number;
  /** The key was used before for this same use: nothing moved this time. */
  replayed: boolean;
  /** Its uses after the call. */
  uses: number;
}
