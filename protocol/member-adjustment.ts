// A restaurant's edit of a member's balance or points (issue 23 item 2): never an overwrite, a
// ledger transaction with its reason (server/members/member-adjustment-plugin.ts, docs/api.md).

export const ADJUSTED_HOLDINGS = ['balance', 'points'] as const;
export type AdjustedHolding = (typeof ADJUSTED_HOLDINGS)[number];

/** The largest edit in one call: a million in the currency (in cents), or a hundred million points. */
export const MAX_ADJUSTMENT = 100_000_000;

export interface MemberAdjustmentBody {
  /** The member's id. */
  id: number;
  holding: AdjustedHolding;
  /** Cents for the balance, points for points: positive adds, negative takes away. */
  amount: number;
  reason: string;
  /** The caller's idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

export interface MemberAdjustment {
  transactionId: number;
  /** The key was used before for this same edit: nothing moved this time. */
  replayed: boolean;
  /** The member's holdings after it: balance in cents, points. */
  balance: number;
  points: number;
}
