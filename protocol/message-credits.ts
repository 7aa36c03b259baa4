// A company's SMS and email credits (issue 24 item 6, business §2 `sms_email_credits`): ledger
// accounts the platform tops up and marketing spends (server/members/message-credits.ts,
// docs/api.md). One credit is one message sent.

export const CREDIT_CHANNELS = ['sms', 'email'] as const;
export type CreditChannel = (typeof CREDIT_CHANNELS)[number];

/** The history's entry types (the ledger's `credits` unit): bought, spent on a send, given back. */
export const CREDIT_ENTRY_TYPES = ['purchase', 'send', 'refund'] as const;
export type CreditEntryType = (typeof CREDIT_ENTRY_TYPES)[number];

/** The most credits one top-up adds. */
export const MAX_CREDIT_TOP_UP = 10_000_000;

/** The longest reason a top-up keeps. */
export const MAX_CREDIT_REASON_LENGTH = 200;

/** What a company holds, by channel. */
export type CreditBalances = Record<CreditChannel, number>;

export interface MessageCredits {
  companyId: number;
  balances: CreditBalances;
}

export interface CreditHistoryQuery {
  /** Required of the platform, which reaches every company; a company's staff read their own. */
  companyId?: number;
  channel: CreditChannel;
  pageNumber?: number;
  pageSize?: number;
}

export interface CreditEntry {
  transactionId: number;
  at: string;
  type: CreditEntryType;
  /** Positive adds, negative takes away. */
  amount: number;
  balanceAfter: number;
  reason: string | null;
  /** Who made it: a member of the platform's staff by name, or none for the system. */
  by: string | null;
}

export interface CreditHistory {
  rows: CreditEntry[];
  count: number;
}

export interface CreditTopUpBody {
  companyId: number;
  channel: CreditChannel;
  credits: number;
  reason: string;
  /** The caller's idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

export interface CreditTopUp {
  transactionId: number;
  /** The key was used before for this same top-up: nothing moved this time. */
  replayed: boolean;
  balances: CreditBalances;
}
