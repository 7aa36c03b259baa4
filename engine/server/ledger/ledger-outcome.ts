// What posting a ledger transaction answers, as ledger_post and ledger_post_batch build it
// (server/migrations/0036_ledger.sql ledger_outcome).
import type { LedgerUnit } from './ledger-declaration';

export interface LedgerEntryOutcome {
  account: string;
  member: number | null;
  unit: LedgerUnit;
  type: string;
  amount: number;
  balanceAfter: number;
}

export interface PostedTransaction {
  transactionId: number;
  /** The key was used before with the same request: this is that first outcome, and nothing moved. */
  replayed: boolean;
  entries: LedgerEntryOutcome[];
}
