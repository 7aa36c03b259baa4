import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../engine/server/db/database';
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import { openPostgresDatabase } from '../../../engine/server/db/postgres-database';
import { readConfig } from '../../../server/config';

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

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An isolated, empty database: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards. */
export async function createTestDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openPgliteDatabase(undefined, TIME_ZONE);
    // Closing the shared engine is drop's work.
    const shared: Database = { ...db, close: () => Promise.resolve() };
    return { db, connectAgain: () => Promise.resolve(shared), drop: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the postgres engine');
  const name = `brigade_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
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
