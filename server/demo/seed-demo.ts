import type { CheckedSchemas } from '../../engine/schema';
import { hashPassword } from '../../engine/server';
import type { Database, Queryable } from '../../engine/server';
import { insertUser } from './insert-user';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, type DemoCompany } from './demo-data';
import { seedMenu } from './seed-menu';
import { seedPayments } from './seed-payments';
import { seedReservations } from './seed-reservations';
import { seedPickupDisplays } from './seed-pickup-display';
import { seedQueues } from './seed-queues';
import { seedEvents } from './seed-events';
import { seedMerchantFeedback } from './seed-merchant-feedback';
import { seedComments } from './seed-comments';
import { PERMISSION_TYPE_NAMES, rolePrivileges } from '../accounts/role-privileges';

export async function insertCompany(tx: Queryable, company: DemoCompany): Promise<number> {
  const { shops: _shops, key: _key, ...data } = company;
  const { rows } = await tx.query<{ id: number }>(`INSERT INTO res_company (data) VALUES ($1) RETURNING id`, [
    JSON.stringify({ ...data, status: 'approved' }),
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT res_company returned no id');
  // A company record is its own tenant.
  await tx.query('UPDATE res_company SET company_id = id WHERE id = $1', [id]);
  return id;
}

export async function insertShop(tx: Queryable, companyId: number, data: object): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO res_shop (company_id, data) VALUES ($1, $2) RETURNING id`,
    [companyId, JSON.stringify(data)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT res_shop returned no id');
  await tx.query('UPDATE res_shop SET shop_id = id WHERE id = $1', [id]);
  return id;
}

/** A company's permission type (schemas/accounts/privilege-mapping.json) holding `keys`. */
async function insertPermissionType(
  tx: Queryable,
  companyId: number,
  name: string,
  keys: string[],
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO res_privilege_mapping (company_id, data) VALUES ($1, $2) RETURNING id`,
    [companyId, JSON.stringify({ name, privilegeList: keys })],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT res_privilege_mapping returned no id');
  return id;
}

/** True when the database holds no user yet: demo data goes only into an empty database. */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM res_user');
  return (rows[0]?.n ?? 0) === 0;
}

export async function seedDemo(db: Database, schemas: CheckedSchemas, uploadDir: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    const shopIds = new Map<string, number>();
    for (const company of DEMO_COMPANIES) {
      const companyId = await insertCompany(tx, company);
      companyIds.set(company.key, companyId);
      for (const { key, ...shop } of company.shops) shopIds.set(key, await insertShop(tx, companyId, shop));
    }
    // Each company's managers hold one of its permission types, as the permission settings make them.
    const permissionTypes = new Map<string, number>();
    for (const [key, companyId] of companyIds) {
      for (const role of ['companyManager', 'shopManager'] as const) {
        permissionTypes.set(
          `${key}:${role}`,
          await insertPermissionType(
            tx,
            companyId,
            PERMISSION_TYPE_NAMES[role],
            rolePrivileges(schemas, role),
          ),
        );
      }
    }
    for (const account of DEMO_ACCOUNTS) {
      const shopId = account.shop ? shopIds.get(account.shop) : undefined;
      const permissionType = account.company
        ? permissionTypes.get(`${account.company}:${account.role}`)
        : undefined;
      await insertUser(tx, {
        username: account.username,
        passwordHash,
        name: account.name,
        name_en: account.name_en,
        accountType: account.role,
        companyId: account.company ? (companyIds.get(account.company) ?? null) : null,
        shopPrivilegeList: shopId === undefined ? [] : [shopId],
        ...(permissionType === undefined ? {} : { privilegeMappingId: permissionType }),
        ...(account.role === 'restaurantAdmin'
          ? { privilegeList: rolePrivileges(schemas, account.role) }
          : {}),
        // The platform restaurant admin is assigned every demo company.
        ...(account.role === 'restaurantAdmin' ? { clientIds: [...companyIds.values()] } : {}),
      });
    }
    await seedMenu(db, tx, schemas, companyIds, shopIds, uploadDir);
    await seedPayments(db, tx, schemas, companyIds);
    await seedReservations(db, tx, schemas, shopIds);
    await seedPickupDisplays(db, tx, schemas, shopIds);
    await seedQueues(db, tx, schemas, shopIds);
    await seedEvents(db, tx, schemas, companyIds);
    await seedMerchantFeedback(db, tx, schemas, companyIds);
    await seedComments(db, tx, schemas);
  });
}
