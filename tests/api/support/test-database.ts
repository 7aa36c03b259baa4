import { randomBytes } from 'node:crypto';
import type { Database } from '../../../engine/server/db/database';
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import { openPostgresDatabase } from '../../../engine/server/db/postgres-database';
import { readConfig } from '../../../server/config';
import { adminQuery, databaseUrl, openPgliteFrom, runTemplates } from '../../support/database-templates';

export type EngineName = 'pglite' | 'postgres';

/** The server's default time zone, so tests see dates as production does. */
export const TIME_ZONE = readConfig({}).timeZone;

export interface TestDatabase {
  db: Database;
  /**
   * The same database as another app server sees it: PGlite's one in-process engine is shared, a
   * PostgreSQL database gets a pool of its own. The caller closes it.
   */
  connectAgain(): Promise<Database>;
  drop(): Promise<void>;
}

/** The engines a test file runs on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function testEngines(): EngineName[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** What a new test database holds: nothing, or the migrated demo (tests/support/database-templates.ts). */
export type Start = 'empty' | 'demo';

async function pgliteDatabase(start: Start): Promise<Database> {
  const snapshot = runTemplates()?.pglite[start];
  if (snapshot) return openPgliteFrom(snapshot, TIME_ZONE);
  // Outside a run that made templates (a single file under a debugger, say), the demo is prepared by the caller.
  return openPgliteDatabase(undefined, TIME_ZONE);
}

/**
 * An isolated database: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards. `demo`
 * starts it from the run's demo template where there is one; the caller prepares it either way.
 */
export async function createTestDatabase(engine: EngineName, start: Start = 'empty'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await pgliteDatabase(start);
    // Closing the shared engine is drop's work.
    const shared: Database = { ...db, close: () => Promise.resolve() };
    return { db, connectAgain: () => Promise.resolve(shared), drop: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the postgres engine');
  const name = `brigade_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = start === 'demo' ? runTemplates()?.postgres : undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgresDatabase(url, TIME_ZONE, 4);
  return {
    db,
    connectAgain: () => openPostgresDatabase(url, TIME_ZONE, 4),
    async drop() {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
