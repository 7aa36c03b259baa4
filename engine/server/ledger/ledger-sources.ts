// What the ledger holds of a posting module's sources (an order's id): what its transactions moved
// on an account kind, member by member, and which of them were never taken back. A module that
// keeps its postings equal to its source's current state (an order's points after a refund) reads
// these, under its own lock on the source, and posts only the difference.
import type { Queryable } from '../db/database';

export interface LedgerSource {
  kind: string;
  ids: readonly string[];
}

export interface SourceMoves {
  /** How many transactions the source has had: its next one's sequence in its key. */
  transactions: number;
  /** What they moved on the account kind, by member, where it is not 0. */
  byMember: Map<number, number>;
}

/** Each source of `source.ids` that has transactions, with what they moved on `account`. */
export async function sourceMoves(
  q: Queryable,
  companyId: number,
  source: LedgerSource,
  account: string,
): Promise<Map<string, SourceMoves>> {
  const { rows } = await q.query<{ id: string; transactions: number; member: number | null; moved: string }>(
    `WITH t AS (
       SELECT id, source_id FROM ledger_transaction
        WHERE company_id = $1 AND source_kind = $2 AND source_id = ANY($3::text[]))
     SELECT t.source_id AS id, (SELECT count(*) FROM t n WHERE n.source_id = t.source_id)::int AS transactions,
            a.member_id AS member, sum(e.amount) AS moved
       FROM t
       LEFT JOIN ledger_entry e ON e.company_id = $1 AND e.transaction_id = t.id
       LEFT JOIN ledger_account a ON a.company_id = $1 AND a.id = e.account_id AND a.kind = $4
      GROUP BY t.source_id, a.member_id`,
    [companyId, source.kind, [...new Set(source.ids)], account],
  );
  const found = new Map<string, SourceMoves>();
  for (const row of rows) {
    const moves = found.get(row.id) ?? {
      transactions: row.transactions,
      byMember: new Map<number, number>(),
    };
    found.set(row.id, moves);
    if (row.member !== null && Number(row.moved) !== 0) moves.byMember.set(row.member, Number(row.moved));
  }
  return found;
}

export interface UnreversedTransaction {
  sourceId: string;
  key: string;
  id: string;
}

/** The keys of the sources' transactions that neither take one back nor were taken back, by source. */
export async function unreversedKeys(
  q: Queryable,
  companyId: number,
  source: LedgerSource,
): Promise<UnreversedTransaction[]> {
  const { rows } = await q.query<UnreversedTransaction>(
    `SELECT t.source_id AS "sourceId", t.idempotency_key AS key, t.id::text AS id FROM ledger_transaction t
      WHERE t.company_id = $1 AND t.source_kind = $2 AND t.source_id = ANY($3::text[]) AND t.reverses IS NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_transaction r WHERE r.company_id = t.company_id AND r.reverses = t.id)
      ORDER BY t.id`,
    [companyId, source.kind, [...new Set(source.ids)]],
  );
  return rows;
}
