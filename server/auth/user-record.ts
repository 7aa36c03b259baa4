import type { Queryable } from '../../engine/server/db/database';
import type { UserInfo } from '../../engine/protocol/user-info';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  name_en: string;
  email: string | null;
  admin: boolean;
  plat_manager: boolean;
  company_manager: boolean;
  shop_manager: boolean;
  privilege_list: string[];
  shop_privilege_list: number[];
  company_id: number | null;
  img_id: string | null;
  disabled: boolean;
}

const COLUMNS = `id, username, password_hash, name, name_en, email, admin, plat_manager, company_manager,
  shop_manager, privilege_list, shop_privilege_list, company_id, img_id, disabled`;

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower($1) AND deleted_at IS NULL`,
    [username],
  );
  return rows[0];
}

function roles(row: UserRow): string[] {
  const flags: [boolean, string][] = [
    [row.admin, 'admin'],
    [row.plat_manager, 'platManager'],
    [row.company_manager, 'companyManager'],
    [row.shop_manager, 'shopManager'],
  ];
  const names = flags.filter(([on]) => on).map(([, name]) => name);
  return names.length > 0 ? names : ['user'];
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    name_en: row.name_en,
    email: row.email,
    admin: row.admin,
    platManager: row.plat_manager,
    companyManager: row.company_manager,
    shopManager: row.shop_manager,
    privilegeList: row.privilege_list,
    shopPrivilegeList: row.shop_privilege_list,
    companyId: row.company_id,
    imgId: row.img_id,
    roles: roles(row),
  };
}

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  nameEn?: string;
  email?: string | null;
  admin?: boolean;
  platManager?: boolean;
  companyManager?: boolean;
  shopManager?: boolean;
  privilegeList?: string[];
  shopPrivilegeList?: number[];
  companyId?: number | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO app_user (username, password_hash, name, name_en, email, admin, plat_manager,
       company_manager, shop_manager, privilege_list, shop_privilege_list, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      user.username.trim(),
      user.passwordHash,
      user.name,
      user.nameEn ?? '',
      user.email ?? null,
      user.admin ?? false,
      user.platManager ?? false,
      user.companyManager ?? false,
      user.shopManager ?? false,
      JSON.stringify(user.privilegeList ?? []),
      JSON.stringify(user.shopPrivilegeList ?? []),
      user.companyId ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT app_user returned no id');
  return id;
}
