// Whom a forgotten password or manager key is mailed to: the accounts a request names, by username
// or by address. A merchant's own address with no account on it cannot reset anything (business
// spec §5 "Password reset is impossible if the company has no bound account").
import type { Queryable } from '../../engine/server/db/database';
import type { AccountType } from '../auth/user-record';

export interface ResetRecipient {
  id: number;
  username: string;
  email: string;
}

/** `username`: that account; `email`: the accounts with that address, or a username that is it. */
export type RecipientLookup = { username: string } | { email: string };

/** The live, enabled accounts of the given types that the lookup names and that have an address. */
export async function findRecipients(
  db: Queryable,
  lookup: RecipientLookup,
  accountTypes: readonly AccountType[],
): Promise<ResetRecipient[]> {
  const byEmail = 'email' in lookup;
  const { rows } = await db.query<ResetRecipient>(
    `SELECT id, data->>'username' AS username, data->>'email' AS email FROM res_user
      WHERE deleted_at IS NULL AND NOT coalesce((data->>'disabled')::boolean, false)
        AND coalesce(data->>'email', '') <> '' AND data->>'accountType' = ANY($3::text[])
        AND (lower(data->>'username') = lower($1) OR ($2 AND lower(data->>'email') = lower($1)))
      ORDER BY id`,
    [byEmail ? lookup.email.trim() : lookup.username.trim(), byEmail, accountTypes],
  );
  return rows;
}

/** Whether the address is a live merchant's own. */
export async function isMerchantAddress(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM res_company WHERE deleted_at IS NULL AND lower(data->>'email') = lower($1) LIMIT 1`,
    [email.trim()],
  );
  return rows.length > 0;
}
