// A member's `points` and `balance` (business §3) as the ledger holds them (member-ledger.ts):
// read from his accounts as he is read, never stored on his record, so no write can set them. The
// balance is kept in cents and shown in the currency, as prices are.
import type { ComputedSql } from '../../engine/server';
import type { MemberLedgerAccount } from './member-ledger';

const holding = (kind: MemberLedgerAccount, row: string) =>
  `coalesce((SELECT la.balance FROM ledger_account la
     WHERE la.company_id = ${row}.company_id AND la.kind = '${kind}' AND la.member_id = ${row}.id), 0)`;

export const memberPointsSql: ComputedSql = (row) => `${holding('points', row)}::int`;

export const memberBalanceSql: ComputedSql = (row) => `(${holding('balance', row)} / 100.0)::numeric(14, 2)`;

/** What both read: each of them changes with every posting. */
export const HOLDINGS_READ = { tables: ['ledger_account'] };
