import type { CheckedSchemas } from '../../engine/schema';
import { ensureResourceTables } from '../../engine/server';
import type { Database, MigrationReport } from '../../engine/server';
import { isEmpty, seedDemo } from '../demo/seed-demo';
import { seedDemoOrders, type DemoOrderSettings } from '../demo/seed-demo-orders';
import { migrateDatabase } from './open-database';

export interface Preparation {
  migrations: MigrationReport;
  seeded: boolean;
  /** Demo orders created by this start. */
  demoOrders: number;
}

/** Migrations, then the tables the schemas declare, then the demo into an empty database if asked, then its orders. */
export async function prepareDatabase(
  db: Database,
  schemas: CheckedSchemas,
  demo: boolean,
  /** Where the demo's pictures are stored, as uploads are. */
  uploadDir: string,
  /** The demo's recent orders (seed-demo-orders.ts); none unless asked, so tests start quickly. */
  orders?: DemoOrderSettings,
): Promise<Preparation> {
  const migrations = await migrateDatabase(db);
  await ensureResourceTables(db, schemas.resources);
  const seeded = demo && (await isEmpty(db));
  if (seeded) await seedDemo(db, schemas, uploadDir);
  const demoOrders = demo && orders ? await seedDemoOrders(db, schemas, orders) : 0;
  return { migrations, seeded, demoOrders };
}
