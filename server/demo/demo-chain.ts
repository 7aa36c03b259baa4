// The ten-shop chain `npm run demo:orders` trades in: a company of its own (never a demo sign-in's),
// with the demo menu, payment methods and each shop's floor, made once and then reused, given more
// shops when asked for more. Written as the demo seed writes the demo companies.
import type { CheckedSchemas } from '../../engine/schema';
import type { Database } from '../../engine/server';
import type { DemoCompany, DemoShop } from './demo-data';
import { MENU_DEMO } from './menu-demo';
import { insertCompany, insertShop } from './seed-demo';
import { seedFloor } from './seed-floor';
import { seedMenu } from './seed-menu';
import { seedPayments } from './seed-payments';

const DEMO_CHAIN: Omit<DemoCompany, 'shops'> = {
  key: 'chain',
  name: '示範連鎖茶餐廳',
  name_en: 'Demo Chain Cafés',
  subdomain: 'demo-chain',
  contacts: '示範',
  phone1: '+852 2000 0000',
  email: 'owner@demo-chain.example',
  address: '香港九龍彌敦道 1 號',
  city: 'Hong Kong',
};

function chainShop(n: number): Omit<DemoShop, 'key'> {
  const days = (weekdays: number[], start: string, end: string) =>
    weekdays.map((weekday) => ({ weekday, start, end }));
  return {
    name: `分店 ${n}`,
    name_en: `Branch ${n}`,
    phone: `+852 2000 ${String(n).padStart(4, '0')}`,
    openingHours: [...days([1, 2, 3, 4, 5], '07:00', '22:00'), ...days([6, 7], '08:00', '23:00')],
  };
}

export interface DemoChain {
  companyId: number;
  /** The chain's first `shops` shops. */
  shopIds: number[];
}

async function existingChain(db: Database): Promise<DemoChain | undefined> {
  const { rows } = await db.query<{ id: number; shopIds: number[] }>(
    `SELECT c.id, coalesce((SELECT array_agg(s.id ORDER BY s.id) FROM res_shop s
                             WHERE s.company_id = c.id AND s.deleted_at IS NULL), '{}') AS "shopIds"
       FROM res_company c WHERE c.data->>'subdomain' = $1 AND c.deleted_at IS NULL`,
    [DEMO_CHAIN.subdomain],
  );
  const row = rows[0];
  return row && { companyId: row.id, shopIds: row.shopIds };
}

/** The chain with at least `shops` shops, made or grown as needed. */
export async function ensureDemoChain(
  db: Database,
  schemas: CheckedSchemas,
  shops: number,
  uploadDir: string,
): Promise<DemoChain> {
  const found = await existingChain(db);
  await db.transaction(async (tx) => {
    const companyId = found?.companyId ?? (await insertCompany(tx, { ...DEMO_CHAIN, shops: [] }));
    const have = found?.shopIds.length ?? 0;
    const added: number[] = [];
    for (let n = have + 1; n <= shops; n++) added.push(await insertShop(tx, companyId, chainShop(n)));
    if (!found) {
      // The demo menu names its company by key; here that key stands for the chain.
      const companies = new Map([[MENU_DEMO.company, companyId]]);
      await seedMenu(db, tx, schemas, companies, new Map(), uploadDir);
      await seedPayments(db, tx, schemas, companies);
    }
    await seedFloor(db, tx, schemas, companyId, added);
  });
  const chain = await existingChain(db);
  if (!chain) throw new Error('demo chain: not found after it was made');
  return { companyId: chain.companyId, shopIds: chain.shopIds.slice(0, shops) };
}
