// Accounts as sign-in reads them: the records of the accounts' resources (schemas/accounts), with
// their secrets' hashes. The account type decides the role flags of core spec §3 "User info".
import type { CheckedSchemas } from '../../engine/schema';
import { recordRelation } from '../../engine/server';
import type { Queryable } from '../../engine/server';
import { accountResources } from '../accounts/account-resource';
import type { UserInfo } from '../../engine/protocol';

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
  /** The permission type (a `privilegeMapping` record) of a manager or server. */
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
 * Where sign-in, sessions and account mail read an account with its permission type, built once
 * from the schemas: `u` is the account (any kind, secrets' hashes in its document), `m` its
 * permission type, which grants nothing when of another company or deleted.
 */
/** The permission types' resource (schemas/accounts/privilege-mapping.json). */
const PERMISSION_TYPES = 'privilegeMapping';

export interface AccountSource {
  from: string;
  columns: string;
}

export function accountSource(schemas: CheckedSchemas): AccountSource {
  const [accounts, ...sharing] = accountResources(schemas);
  const types = schemas.byName.get(PERMISSION_TYPES);
  if (!accounts || !types)
    throw new Error(`accounts: the account resources and ${PERMISSION_TYPES} are needed`);
  const everyAccount = recordRelation(accounts, ['username', 'privilegeMappingId'], {
    document: true,
    sharing,
  });
  return {
    from: `${everyAccount} u LEFT JOIN ${recordRelation(types, ['privilegeList'])} m
      ON m.id = u."privilegeMappingId" AND m.company_id IS NOT DISTINCT FROM u.company_id`,
    columns: `u.id, u.company_id, u.data, m."privilegeList" AS granted,
      EXISTS (SELECT 1 FROM company_setup cs WHERE cs.company_id = u.company_id AND cs.finished_at IS NULL)
        AS setup_pending`,
  };
}

export async function findUserByUsername(
  db: Queryable,
  source: AccountSource,
  username: string,
): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT ${source.columns} FROM ${source.from} WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return rows[0];
}

/** A live account by id, with its permission type; undefined when deleted or disabled. */
export async function findActiveUser(
  db: Queryable,
  source: AccountSource,
  id: number,
): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(`SELECT ${source.columns} FROM ${source.from} WHERE u.id = $1`, [
    id,
  ]);
  return rows[0] && isActive(rows[0]) ? rows[0] : undefined;
}

/** Whether an account may act: a disabled one (`disabled` in its document) may not. */
export const isActive = (account: Pick<Account, 'data'>): boolean => account.data.disabled !== true;

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
