// A member's top-up by a top-up option (issue 24 item 3): the amount into his balance with the
// option's gifts, one ledger transaction each for the payment and the gift, in one database
// transaction (server/members/top-ups/top-up.ts, docs/api.md "Top-ups").

/** Staff's call on the member's row: `POST /member/topUp`. */
export interface MemberTopUpBody {
  /** The member's id. */
  id: number;
  /** The top-up option's id. */
  optionId: number;
  /** The caller's idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

/** The till's call: `POST /pos/members/topUp`. */
export interface PosTopUpBody {
  shopId: number;
  memberId: number;
  optionId: number;
  key: string;
}

/** A coupon the top-up gave the member. */
export interface TopUpCoupon {
  /** The top-up coupon (a membership coupon of type topUp) defining it. */
  memberCouponId: number;
  /** The payments coupon it is. */
  couponId: number;
  name: string;
  singleUse: boolean;
  expiresAt: string;
}

export interface TopUp {
  /** The ledger transaction of the amount paid in. */
  transactionId: number;
  /** The key was used before for this same top-up: nothing moved this time. */
  replayed: boolean;
  /** What was paid in and given, in cents and points, as the option said then. */
  amount: number;
  monetaryReward: number;
  pointReward: number;
  coupons: TopUpCoupon[];
  /** The member's holdings after it: balance in cents, points. */
  balance: number;
  points: number;
}
