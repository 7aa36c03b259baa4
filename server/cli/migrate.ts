// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { readConfig } from '../config';
import { databaseTarget, migrateDatabase, openDatabase } from '../db/open-database';

async function run(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    const report = await migrateDatabase(db);
    console.log(
      report.applied.length > 0
        ? `Applied ${report.applied.length} migration(s): ${report.applied.join(', ')}`
        : `Up to date (${report.alreadyApplied} migration(s) applied before).`,
    );
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
