// The points store (issue 24 item 2, docs/api.md "The points store"): coupons and items a member
// buys with points, redeemed by staff on his row or by himself on his page. A redemption is one
// ledger transaction with its stock drawn and its coupons given (server/members/stores).

/** What a store entry is: a coupon-store entry (gives payments coupons) or an item-store one. */
export const STORE_KINDS = ['item', 'coupon'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** Staff's redemption for a member (`POST /member/store/redeem`). */
export interface StoreRedemptionBody {
  /** The member's id. */
  id: number;
  kind: StoreKind;
  /** The store entry's id (a `storeItem` or `storeCoupon` record). */
  entryId: number;
  /** The caller's idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

/** The member's own redemption on his page (`POST /member-page/store/redeem`). */
export type PageRedemptionBody = Omit<StoreRedemptionBody, 'id'>;

/** A redemption as it was made: the same answer for its key however often it is asked. */
export interface StoreRedemption {
  transactionId: number;
  /** The key was used before for this same redemption: nothing moved this time. */
  replayed: boolean;
  kind: StoreKind;
  entryId: number;
  /** The entry's name as it was redeemed. */
  name: string;
  /** Points paid. */
  points: number;
  /** Postage paid from the balance, in cents (0: none). */
  postage: number;
  /** Payments coupons given. */
  coupons: number;
  redeemedAt: string;
}

/** An entry as the member's page offers it. */
export interface StoreOffer {
  kind: StoreKind;
  id: number;
  name: string;
  name_en: string | null;
  description: string | null;
  picture: string | null;
  requiredPoints: number;
  /** What is left of its stock; null: unlimited. */
  remaining: number | null;
  /** Shown, but no longer redeemable (an item's invalid flag). */
  invalid: boolean;
  /** The postage (cents) its redemption also takes from the balance; 0 for none. */
  postage: number;
}

/** The member's page's store (`PUT /member-page/store`). */
export interface MemberStore {
  /** The company's points store is switched on (member settings); off, it offers nothing. */
  open: boolean;
  /** His spendable points and balance (cents) now. */
  points: number;
  balance: number;
  offers: StoreOffer[];
}
