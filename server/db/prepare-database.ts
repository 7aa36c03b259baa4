import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { Database } from '../../engine/server/db/database';
import type { MigrationReport } from '../../engine/server/db/migrator';
import { ensureResourceTables } from '../../engine/server/resources/tables';
import { isEmpty, seedDemo } from '../demo/seed-demo';
import { migrateDatabase } from './open-database';

export interface Preparation {
  migrations: MigrationReport;
  seeded: boolean;
}

/** Migrations, then the tables the schemas declare, then the demo into an empty database if asked. */
export async function prepareDatabase(
  db: Database,
  schemas: CheckedSchemas,
  demo: boolean,
  /** Where the demo's pictures are stored, as uploads are. */
  uploadDir: string,
): Promise<Preparation> {
  const migrations = await migrateDatabase(db);
  await ensureResourceTables(db, schemas.resources);
  const seeded = demo && (await isEmpty(db));
  if (seeded) await seedDemo(db, schemas, uploadDir);
  return { migrations, seeded };
}
