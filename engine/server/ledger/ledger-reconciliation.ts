// The proof that the ledger holds (docs/schemas.md "The ledger"): every account equals the sum of
// its entries, every balance-after is the running sum, every transaction sums to zero in each unit,
// no account is below its floor, an account in lots holds what its lots hold, and a lot holds what
// was put in less what was taken. Read from the tables alone, so it checks the writers too.
import type { Queryable } from '../db/database';

export type LedgerCheck = 'accountSum' | 'balanceAfter' | 'transactionSum' | 'floor' | 'lotsHeld' | 'lotUses';

/** One thing the ledger's rows disagree on: the check and the row it found (an account, transaction or lot). */
export interface LedgerDiscrepancy {
  check: LedgerCheck;
  companyId: number;
  id: string;
}

// Each query answers the rows it finds wrong; $1 is a company, or null for all.
const CHECKS: Record<LedgerCheck, string> = {
  accountSum: `SELECT a.company_id, a.id::text AS id FROM ledger_account a
    LEFT JOIN (SELECT company_id, account_id, sum(amount) AS total FROM ledger_entry
                 WHERE $1::integer IS NULL OR company_id = $1 GROUP BY 1, 2) e
      ON e.company_id = a.company_id AND e.account_id = a.id
    WHERE ($1::integer IS NULL OR a.company_id = $1) AND a.balance <> coalesce(e.total, 0)`,
  balanceAfter: `SELECT company_id, transaction_id || '/' || account_id AS id FROM (
      SELECT company_id, transaction_id, account_id, balance_after,
        sum(amount) OVER (PARTITION BY company_id, account_id ORDER BY transaction_id) AS running
      FROM ledger_entry WHERE $1::integer IS NULL OR company_id = $1) e
    WHERE running <> balance_after`,
  transactionSum: `SELECT DISTINCT company_id, transaction_id::text AS id FROM ledger_entry
    WHERE $1::integer IS NULL OR company_id = $1
    GROUP BY company_id, transaction_id, unit HAVING sum(amount) <> 0`,
  floor: `SELECT company_id, id::text AS id FROM ledger_account
    WHERE ($1::integer IS NULL OR company_id = $1) AND balance < floor`,
  lotsHeld: `SELECT a.company_id, a.id::text AS id FROM ledger_account a
    LEFT JOIN (SELECT company_id, account_id, sum(remaining) AS held FROM ledger_lot
                 WHERE $1::integer IS NULL OR company_id = $1 GROUP BY 1, 2) l
      ON l.company_id = a.company_id AND l.account_id = a.id
    WHERE ($1::integer IS NULL OR a.company_id = $1) AND a.lots AND a.balance <> coalesce(l.held, 0)`,
  lotUses: `SELECT l.company_id, l.id::text AS id FROM ledger_lot l
    LEFT JOIN (SELECT company_id, lot_id, sum(amount) AS used FROM ledger_lot_use
                 WHERE $1::integer IS NULL OR company_id = $1 GROUP BY 1, 2) u
      ON u.company_id = l.company_id AND u.lot_id = l.id
    WHERE ($1::integer IS NULL OR l.company_id = $1) AND l.remaining <> l.amount + coalesce(u.used, 0)`,
};

/** Every discrepancy of one company's ledger, or of all; none when the ledger holds. */
export async function reconcileLedger(
  q: Queryable,
  companyId: number | null = null,
): Promise<LedgerDiscrepancy[]> {
  const found: LedgerDiscrepancy[] = [];
  for (const [check, sql] of Object.entries(CHECKS) as [LedgerCheck, string][]) {
    const { rows } = await q.query<{ company_id: number; id: string }>(sql, [companyId]);
    found.push(...rows.map((row) => ({ check, companyId: row.company_id, id: row.id })));
  }
  return found;
}
