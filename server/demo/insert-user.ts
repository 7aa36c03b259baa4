// An account written straight into the accounts table, outside the resource service: the demo's
// accounts, the first admin the CLI creates (before any account could sign in) and test fixtures.
import type { Queryable } from '../../engine/server';
import type { AccountData } from '../auth/user-record';

export interface NewAccount extends Omit<AccountData, 'password'> {
  passwordHash: string;
  companyId?: number | null;
}

/** Inserts an account outside the resource service: the first admin, demo data and test fixtures. */
export async function insertUser(db: Queryable, account: NewAccount): Promise<number> {
  const { passwordHash, companyId, ...data } = account;
  const shopId = data.shopPrivilegeList?.[0] ?? null;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO res_user (company_id, shop_id, data) VALUES ($1, $2, $3) RETURNING id`,
    [
      companyId ?? null,
      shopId,
      JSON.stringify({ ...data, username: data.username.trim(), password: passwordHash }),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT res_user returned no id');
  return id;
}
