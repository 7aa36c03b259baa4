// VIP (business §3 "VIP settings", issue 24 item 5): what the renewal call and its answer hold, and
// the limits the settings' schemas and the server share (server/members/vip, docs/api.md "VIP").

export const VIP_DURATIONS = ['monthly', 'yearly'] as const;
export type VipDuration = (typeof VIP_DURATIONS)[number];

/** How many days before his VIP-until a member may be reminded, at least and at most. */
export const REMINDER_DAYS = { min: 1, max: 90 } as const;

/** The values a reminder's subject and content may name: `{{ name }}`, `{{ vipUntil }}`. */
export const REMINDER_PLACEHOLDERS = ['name', 'vipUntil'] as const;
export type ReminderValues = Record<(typeof REMINDER_PLACEHOLDERS)[number], string>;

export interface VipRenewBody {
  /** The member's id. */
  id: number;
  /** The caller's idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

export interface VipRenewal {
  transactionId: number;
  /** The key was used before for this member: this is that first renewal, and nothing moved. */
  replayed: boolean;
  /** What his balance paid, in cents. */
  price: number;
  duration: VipDuration;
  /** His VIP-until after the renewal: the last day he is VIP, `YYYY-MM-DD` in the company's calendar. */
  vipUntil: string;
  /** His balance after it, in cents. */
  balance: number;
}

export interface VipSuspension {
  /** He was VIP and is no longer; false when he was not VIP already. */
  suspended: boolean;
}
