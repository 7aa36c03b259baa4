// Test databases start from templates made once per Jest run by the global setup, not from nothing:
// initialising an empty PGlite cluster takes seconds, while loading a snapshot of one takes a
// fraction; and most files want exactly the migrated database with the demo data, which a snapshot
// (PGlite) or a template database (PostgreSQL) gives at the cost of a copy. The server still runs
// its own preparation over the copy, as it does at every restart, so that path stays under test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../engine/server/db/database';
import { openPgliteDatabase, pgliteSnapshot } from '../../engine/server/db/pglite-database';
import { openPostgresDatabase } from '../../engine/server/db/postgres-database';
import { readConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare-database';
import { loadProductSchemas } from '../../server/schemas';

/** What the global setup made, handed to the test files (Jest's workers) through the environment. */
export interface Templates {
  /** Where the snapshots of an empty PGlite cluster and of the demo database are. */
  pglite: { empty: string; demo: string };
  /** The PostgreSQL template database holding the demo, when DATABASE_URL is set. */
  postgres?: string;
  /** The folder the snapshots live in, removed by the teardown. */
  folder: string;
}

/** The run's templates, or undefined outside a run whose global setup made them. */
export function runTemplates(): Templates | undefined {
  const text = process.env.BRIGADE_TEST_TEMPLATES;
  return text ? (JSON.parse(text) as Templates) : undefined;
}

/** An in-memory PGlite from a snapshot file of the run's templates. */
export function openPgliteFrom(snapshot: string, timeZone: string): Promise<Database> {
  return openPgliteDatabase(undefined, timeZone, readFileSync(snapshot));
}

/** The demo database as a server prepares it with the product's schemas and default settings. */
async function prepareDemo(db: Database): Promise<void> {
  const config = readConfig({});
  await prepareDatabase(db, loadProductSchemas(config), true, config.uploadDir);
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database's URL on the same server as `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function postgresTemplate(serverUrl: string, timeZone: string): Promise<string> {
  const name = `brigade_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // A template may have no connection open while it is copied: its pool is closed before any copy.
  const db = await openPostgresDatabase(databaseUrl(serverUrl, name), timeZone, 2);
  try {
    await prepareDemo(db);
  } finally {
    await db.close();
  }
  return name;
}

/**
 * Drops the databases a PostgreSQL server copies new ones from: the embedded engine runs one session
 * on `postgres` and never creates a database, and without them a test's copy is a third smaller and
 * starts half a second sooner (docs/benchmarks.md "The test run").
 */
async function dropCopySources(db: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
}

/** Makes the templates and publishes them to the run's test files. */
export async function makeTemplates(): Promise<void> {
  // Two projects of one run (API and browser tests) share one set.
  if (runTemplates()) return;
  const { timeZone } = readConfig({});
  const folder = mkdtempSync(join(tmpdir(), 'brigade-templates-'));
  const empty = await openPgliteDatabase(undefined, timeZone);
  await dropCopySources(empty);
  const emptyFile = join(folder, 'empty.tar');
  writeFileSync(emptyFile, await pgliteSnapshot(empty));
  await prepareDemo(empty);
  const demoFile = join(folder, 'demo.tar');
  writeFileSync(demoFile, await pgliteSnapshot(empty));
  await empty.close();
  const serverUrl = process.env.DATABASE_URL;
  const templates: Templates = {
    pglite: { empty: emptyFile, demo: demoFile },
    folder,
    ...(serverUrl ? { postgres: await postgresTemplate(serverUrl, timeZone) } : {}),
  };
  process.env.BRIGADE_TEST_TEMPLATES = JSON.stringify(templates);
}

/** Removes what makeTemplates made. */
export async function removeTemplates(): Promise<void> {
  const templates = runTemplates();
  if (!templates) return;
  delete process.env.BRIGADE_TEST_TEMPLATES;
  rmSync(templates.folder, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && templates.postgres)
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templates.postgres} WITH (FORCE)`);
}
