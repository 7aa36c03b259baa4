// A company's SMS and email credits (issue 24 item 6): two of its own ledger accounts, never below
// zero, each credit one message. The platform tops them up against the company's purchases
// counter-account; marketing's sends will spend them against the used one. What a company holds
// and its history are read from the ledger alone, so they always agree with what moved.
import type { Database, Queryable, SystemRecords } from '../../engine/server';
import type {
  CreditBalances,
  CreditChannel,
  CreditEntry,
  CreditEntryType,
  CreditHistory,
  CreditTopUp,
  CreditTopUpBody,
} from '../../protocol/message-credits';
import { authorNames } from './ledger-authors';
import { memberLedger } from './member-ledger';

/** The company's account of each channel. */
export const CREDIT_ACCOUNTS = { sms: 'smsCredits', email: 'emailCredits' } as const;

/** What the company holds on each channel now (an account never moved holds 0). */
export async function creditBalances(q: Queryable, companyId: number): Promise<CreditBalances> {
  // The company's own accounts are held by "member" 0 (ledger-request.ts).
  const held = await memberLedger.holdings(q, companyId, 0);
  return { sms: held.smsCredits ?? 0, email: held.emailCredits ?? 0 };
}

/** A page of one channel's history, newest first, each entry with who made it. */
export async function creditHistory(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  channel: CreditChannel,
  page: { limit: number; offset: number },
): Promise<CreditHistory> {
  const { entries, total } = await memberLedger.history(q, companyId, CREDIT_ACCOUNTS[channel], 0, page);
  const { users } = await authorNames(records, entries);
  return {
    count: total,
    rows: entries.map((entry): CreditEntry => ({
      transactionId: entry.transactionId,
      at: entry.at,
      type: entry.type as CreditEntryType,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      by: entry.byUser === null ? null : (users.get(entry.byUser) ?? null),
    })),
  };
}

/** Adds credits bought from the platform to a company's channel: one ledger transaction, once per key. */
export async function topUpCredits(
  db: Database,
  request: CreditTopUpBody,
  byUser: number | null,
): Promise<CreditTopUp> {
  const { companyId, channel, credits, reason, key } = request;
  const posted = await memberLedger.post(db, {
    companyId,
    // The platform's keys apart from the company's own calls'.
    key: `credits:${key}`,
    postings: [
      { account: CREDIT_ACCOUNTS[channel], amount: credits, type: 'purchase' },
      { account: 'creditsBought', amount: -credits, type: 'purchase' },
    ],
    ...(byUser === null ? {} : { by: { user: byUser } }),
    source: { kind: 'creditsTopUp', id: channel },
    reason: reason.trim(),
  });
  return {
    transactionId: posted.transactionId,
    replayed: posted.replayed,
    balances: await creditBalances(db, companyId),
  };
}
