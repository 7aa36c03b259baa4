// A merchant's first-time setup as migrations/0009 keeps it: a row from the merchant's creation,
// pending until its owner submits the wizard.
import type { Queryable } from '../../engine/server';

/** Marks a new merchant's setup as still to do; called in the transaction that creates it. */
export async function markSetupPending(tx: Queryable, companyId: number): Promise<void> {
  await tx.query('INSERT INTO company_setup (company_id) VALUES ($1) ON CONFLICT DO NOTHING', [companyId]);
}

/**
 * Takes the merchant's pending setup for this transaction: the row is locked, so a second submission
 * waits and then finds it finished. False when there is nothing left to set up.
 */
export async function claimPendingSetup(tx: Queryable, companyId: number): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM company_setup WHERE company_id = $1 AND finished_at IS NULL FOR UPDATE',
    [companyId],
  );
  return rows.length > 0;
}

export async function markSetupFinished(tx: Queryable, companyId: number, userId: number): Promise<void> {
  await tx.query('UPDATE company_setup SET finished_at = now(), finished_by = $2 WHERE company_id = $1', [
    companyId,
    userId,
  ]);
}
