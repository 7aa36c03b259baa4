// The per-account lock (migrations/0006_account_lock.sql): wrong passwords in a row are counted, and
// at the limit the account locks until unlocked. A right password clears the count.
import type { Queryable } from '../../engine/server';

/** Wrong passwords in a row that lock an account. */
export const LOCK_AFTER_FAILURES = 10;

/** The lock table, which the computed `locked` declares it reads. */
export const ACCOUNT_LOCK_TABLE = 'account_lock';

/** Whether the account read as `row` is locked: the merchant accounts list's `locked` column. */
export const lockedSql = (row: string): string =>
  `EXISTS (SELECT 1 FROM ${ACCOUNT_LOCK_TABLE} l WHERE l.user_id = ${row}.id AND l.locked_at IS NOT NULL)`;

export async function isLocked(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM account_lock WHERE user_id = $1 AND locked_at IS NOT NULL', [
    userId,
  ]);
  return rows.length > 0;
}

export async function countWrongPassword(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO account_lock AS a (user_id, failures) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET failures = a.failures + 1`,
    [userId],
  );
  await db.query(
    `UPDATE account_lock SET locked_at = now() WHERE user_id = $1 AND failures >= $2 AND locked_at IS NULL`,
    [userId, LOCK_AFTER_FAILURES],
  );
}

/** After a right password (the count starts again) or an unlock (the lock and the count go). */
export async function clearLock(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM account_lock WHERE user_id = $1', [userId]);
}
