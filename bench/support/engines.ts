import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newKeyLine } from '../../engine/server';
import { onCleanup } from './cleanup';

/** A database the Brigade server can be started on, created for one bench and removed after it. */
export interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment and arguments that point `server/main.ts` at this database. */
  env: Record<string, string>;
  args: string[];
  dispose(): Promise<void>;
}

/** An engine, or why it could not be provided on this machine. */
export type EngineOrSkip = Engine | { name: Engine['name']; skipped: string };

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Embedded PostgreSQL in a fresh temp directory; the server seeds the demo into it by itself. */
export async function pgliteEngine(): Promise<Engine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brigade-bench-'));
  const dispose = onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  return { name: 'PGlite', env: { DATA_DIR: dataDir }, args: [], dispose };
}

/** One statement on the PostgreSQL server's admin database, on a connection of its own. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of `database` on the bench's PostgreSQL server. */
export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database on the PostgreSQL server, named after this process so parallel runs cannot
 * collide; `--demo` seeds it. Skipped, not failed, when no server answers.
 */
export async function postgresEngine(): Promise<EngineOrSkip> {
  const database = `brigade_bench_${process.pid}`;
  try {
    await adminQuery(`CREATE DATABASE ${database}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { name: 'PostgreSQL', skipped: `no PostgreSQL at ${POSTGRES_ADMIN_URL} (${reason})` };
  }
  // WITH (FORCE) ends connections a killed server may have left open (PostgreSQL 13 and later).
  const dispose = onCleanup(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  // A server on PostgreSQL refuses to start without the key its secrets are sealed with.
  const env = { DATABASE_URL: postgresUrl(database), SECRET_KEYS: newKeyLine() };
  return { name: 'PostgreSQL', env, args: ['--demo'], dispose };
}

/** What a step measured on one engine, or why it did not: skipped (not here) or failed. */
export type EngineOutcome<T extends object> = {
  engine: Engine['name'];
  skipped?: string;
  error?: string;
} & Partial<T>;

/**
 * Creates the engine and runs `work` on it. A failure is answered, not thrown, so one engine failing
 * cannot hide the other's figures; the run still ends as failed.
 */
export async function onEngine<T extends object>(
  create: () => Promise<EngineOrSkip>,
  work: (engine: Engine) => Promise<T>,
): Promise<EngineOutcome<T>> {
  const engine = await create();
  // Without figures: every field of T is optional, which TypeScript cannot see through a generic.
  const without = (why: { skipped: string } | { error: string }) =>
    ({ engine: engine.name, ...why }) as EngineOutcome<T>;
  if ('skipped' in engine) {
    console.log(`  ${engine.name}: skipped, ${engine.skipped}`);
    return without({ skipped: engine.skipped });
  }
  try {
    return { engine: engine.name, ...(await work(engine)) };
  } catch (error) {
    return without({ error: error instanceof Error ? error.message : String(error) });
  }
}
