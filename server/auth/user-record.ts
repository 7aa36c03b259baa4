// Accounts as sign-in reads them: rows of res_user, whose data document the accounts schemas
// (schemas/accounts) declare. The account type decides the role flags of core spec §3 "User info".
import type { Queryable } from '../../engine/server/db/database';
import type { UserInfo } from '../../engine/protocol/user-info';

export type AccountType = 'superAdmin' | 'restaurantAdmin' | 'companyManager' | 'shopManager' | 'waiter';

/** The data document of an account; hashes only, never a plain password or key. */
export interface AccountData {
  username: string;
  /** argon2id hash of the sign-in password. */
  password: string;
  /** argon2id hash of the six-digit manager key (business spec §6). */
  secondaryPassword?: string;
  name: string;
  name_en?: string;
  email?: string;
  accountType: AccountType;
  /** The companies a platform restaurant admin is assigned (core spec §3 "User-company mapping"). */
  clientIds?: number[];
  /** A restaurant admin's own privileges; managers and servers take theirs from a permission type. */
  privilegeList?: string[];
  /** The permission type (res_privilege_mapping) of a manager or server. */
  privilegeMappingId?: number;
  shopPrivilegeList?: number[];
  imgId?: string;
  disabled?: boolean;
}

export interface Account {
  id: number;
  company_id: number | null;
  data: AccountData;
  /** The privileges of the account's permission type, when it has one. */
  granted: string[] | null;
  /** Whether the account's merchant has its first-time setup still to do (migrations/0009). */
  setup_pending: boolean;
}

/**
 * The columns of an account read with its permission type (`u` the account): a type of another
 * company, or a deleted one, grants nothing.
 */
export const ACCOUNT_COLUMNS = `u.id, u.company_id, u.data, m.data->'privilegeList' AS granted,
  EXISTS (SELECT 1 FROM company_setup cs WHERE cs.company_id = u.company_id AND cs.finished_at IS NULL)
    AS setup_pending`;
export const WITH_PERMISSION_TYPE = `LEFT JOIN res_privilege_mapping m
  ON m.id = (u.data->>'privilegeMappingId')::int AND m.deleted_at IS NULL
 AND m.company_id IS NOT DISTINCT FROM u.company_id`;

export async function findUserByUsername(db: Queryable, username: string): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM res_user u ${WITH_PERMISSION_TYPE}
      WHERE lower(u.data->>'username') = lower($1) AND u.deleted_at IS NULL`,
    [username],
  );
  return rows[0];
}

/** A live account by id, with its permission type; undefined when deleted or disabled. */
export async function findActiveUser(db: Queryable, id: number): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM res_user u ${WITH_PERMISSION_TYPE}
      WHERE u.id = $1 AND u.deleted_at IS NULL AND NOT coalesce((u.data->>'disabled')::boolean, false)`,
    [id],
  );
  return rows[0];
}

/** The privilege keys an account holds: its permission type's, else its own list. */
export function privilegesOf(account: Account): string[] {
  return account.granted ?? account.data.privilegeList ?? [];
}

export interface RoleFlags {
  admin: boolean;
  platManager: boolean;
  companyManager: boolean;
  shopManager: boolean;
}

export function roleFlags(type: AccountType): RoleFlags {
  return {
    admin: type === 'superAdmin',
    platManager: type === 'restaurantAdmin',
    companyManager: type === 'companyManager',
    shopManager: type === 'shopManager',
  };
}

export function toUserInfo(account: Account): UserInfo {
  const { data } = account;
  const flags = roleFlags(data.accountType);
  const roles = Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name);
  return {
    id: account.id,
    username: data.username,
    name: data.name,
    name_en: data.name_en ?? '',
    email: data.email ?? null,
    ...flags,
    privilegeList: privilegesOf(account),
    shopPrivilegeList: data.shopPrivilegeList ?? [],
    companyId: account.company_id,
    imgId: data.imgId ?? null,
    roles: roles.length > 0 ? roles : ['user'],
    // Only the owner can walk the wizard: his merchant's other accounts are never sent to it.
    dola_pass: !(flags.companyManager && account.setup_pending),
  };
}

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
