// One account's history, newest first (business §3 "Balance history", "Points history"): each entry
// with the transaction it belongs to, what caused it and why. Read by the account's own index
// (ledger_entry_account_idx), so a page costs the same whatever the history's length.
import type { Queryable } from '../db/database';
import type { LedgerUnit } from './ledger-declaration';

export interface LedgerHistoryEntry {
  transactionId: number;
  at: string;
  unit: LedgerUnit;
  type: string;
  amount: number;
  balanceAfter: number;
  reason: string | null;
  byUser: number | null;
  byDevice: number | null;
  byMember: number | null;
  sourceKind: string | null;
  sourceId: string | null;
}

export interface LedgerHistoryPage {
  entries: LedgerHistoryEntry[];
  total: number;
}

interface EntryRow extends Omit<LedgerHistoryEntry, 'transactionId' | 'at' | 'amount' | 'balanceAfter'> {
  transactionId: string;
  at: Date | string;
  amount: string;
  balanceAfter: string;
}

/** The entries of the account `kind` held by `member` (0: the company's own), a page of them. */
export async function ledgerHistory(
  q: Queryable,
  companyId: number,
  holder: { kind: string; member: number },
  page: { limit: number; offset: number },
): Promise<LedgerHistoryPage> {
  const account = `(SELECT id FROM ledger_account WHERE company_id = $1 AND kind = $2 AND member_id = $3)`;
  const counted = await q.query<{ total: string }>(
    `SELECT count(*) AS total FROM ledger_entry WHERE company_id = $1 AND account_id = ${account}`,
    [companyId, holder.kind, holder.member],
  );
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total <= page.offset) return { entries: [], total };
  const { rows } = await q.query<EntryRow>(
    `SELECT e.transaction_id AS "transactionId", t.created_at AS at, e.unit, e.type, e.amount,
            e.balance_after AS "balanceAfter", t.reason, t.by_user AS "byUser",
            t.by_device AS "byDevice", t.by_member AS "byMember", t.source_kind AS "sourceKind",
            t.source_id AS "sourceId"
       FROM ledger_entry e
       JOIN ledger_transaction t ON t.company_id = e.company_id AND t.id = e.transaction_id
      WHERE e.company_id = $1 AND e.account_id = ${account}
      ORDER BY e.transaction_id DESC
      LIMIT $4 OFFSET $5`,
    [companyId, holder.kind, holder.member, page.limit, page.offset],
  );
  return {
    total,
    entries: rows.map((row) => ({
      ...row,
      transactionId: Number(row.transactionId),
      at: new Date(row.at).toISOString(),
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
    })),
  };
}
