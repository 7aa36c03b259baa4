import type { Queryable } from '../../engine/server/db/database';

/**
 * Business spec §4: a merchant is pending until the platform approves it. Its accounts (the owner
 * who registered it first of all) sign in only once it is approved; platform accounts belong to no
 * merchant and are never held back.
 */
export async function merchantApproved(db: Queryable, companyId: number | null): Promise<boolean> {
  if (companyId === null) return true;
  const { rows } = await db.query(
    `SELECT 1 FROM res_company WHERE id = $1 AND data->>'status' IN ('pending', 'rejected')`,
    [companyId],
  );
  return rows.length === 0;
}
