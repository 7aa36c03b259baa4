import type { Queryable } from '../../../engine/server/db/database';
import { hashPassword } from '../../../engine/server/passwords';
import { insertUser } from '../../../server/demo/insert-user';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';

export interface DemoTenants {
  hk: number;
  kowloon: number;
  central: number;
  causeway: number;
  mongkok: number;
}

/** The demo companies' and shops' ids, by the names the tests use. */
export async function demoTenants(db: Queryable): Promise<DemoTenants> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, data->>'name_en' AS name FROM res_company UNION ALL SELECT id, data->>'name_en' FROM res_shop`,
  );
  const id = (name: string) => {
    const found = rows.find((row) => row.name === name)?.id;
    if (found === undefined) throw new Error(`demo tenant ${name} is missing`);
    return found;
  };
  return {
    hk: id('Harbour Island Dining Group'),
    kowloon: id('Kowloon Cha Chaan Teng Group'),
    central: id('Central'),
    causeway: id('Causeway Bay'),
    mongkok: id('Mong Kok'),
  };
}

/** A company manager of `companyId` who holds no privilege at all. */
export async function addUserWithoutPrivileges(
  db: Queryable,
  username: string,
  companyId: number,
): Promise<void> {
  await insertUser(db, {
    username,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    name: username,
    accountType: 'companyManager',
    companyId,
  });
}
