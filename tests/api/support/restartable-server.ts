// The real server in a child process on a database of its own that outlives it, for the tests that
// kill it with SIGKILL and start it again (server-restarts): the
// database made and removed around the file, the server started on a port, a demo owner's calls to
// it, and its job's progress read through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { BackgroundJobStatus } from '../../../engine/protocol/background-job';
import type { Database } from '../../../engine/server/db/database';
import { newKeyLine } from '../../../engine/server/secrets/secret-keyring';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/open-database';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { loadProductSchemas } from '../../../server/schemas';
import type { EngineName } from './test-database';

const ROOT = resolve(__dirname, '..', '..', '..');
// tsx as a loader in the server's own process (not its CLI, which runs the server in a child), so
// SIGKILL reaches the server itself.
const TSX_LOADER = join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs');

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface RestartableServer {
  /** Opens the database the server uses (the embedded one only while no server runs). */
  open(): Promise<Database>;
  /** Migrates and seeds the demo, with no server running. */
  prepare(): Promise<void>;
  /** The server on `port`; `settings` more of its environment, known only once the tests run. */
  serve(port: number, settings?: NodeJS.ProcessEnv): ChildProcess;
}

/** The server's `script` on `port` in a child process of its own, with `env` as its environment. */
export function spawnServer(script: string, env: NodeJS.ProcessEnv, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, script, '--no-build'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: 'pipe',
  });
}

/**
 * A database on `engine` for this file's servers, made before its tests and removed after them;
 * `script` is the server's entry (server/main.ts, or a test entry that wraps it), `settings` more of
 * its environment.
 */
export function restartableServer(
  engine: EngineName,
  script: string,
  settings: NodeJS.ProcessEnv = {},
): RestartableServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-restart-'));
  const dbName = `brigade_restart_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL ?? '';
  // No demo orders: they would add seconds to the first start of every server these tests run.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_ORDER_DAYS: '0',
    ...settings,
  };
  const config = readConfig({});

  const adminQuery = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  };

  beforeAll(async () => {
    if (engine === 'postgres') {
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
      // A server on PostgreSQL refuses to start without the keys its secrets are sealed with.
      env.SECRET_KEYS = newKeyLine();
    } else {
      delete env.DATABASE_URL;
    }
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const open = () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, timeZone: config.timeZone });
  return {
    open,
    async prepare() {
      const db = await open();
      try {
        await prepareDatabase(db, loadProductSchemas(config), true, join(dataDir, 'uploads'));
      } finally {
        await db.close();
      }
    },
    serve: (port, more = {}) => spawnServer(script, { ...env, ...more }, port),
  };
}

/** A demo account's session on the server at `port`, for calls through `callAs`. */
export async function signIn(port: number, username = 'hk.owner'): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/pro-api/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** One call to the server at `port` with a session; answers the envelope's data, or throws its message. */
export async function call<T>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const send = () =>
    fetch(`http://127.0.0.1:${port}/pro-api${path}`, {
      method,
      headers: { 'x-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection the server closed as idle just as the call went out is reset: a read is
  // sent again (on a loaded machine a poll's pause can outlast the server's keep-alive).
  const response = await send().catch((error: unknown) => {
    if (method !== 'GET') throw error;
    return send();
  });
  const envelope = (await response.json()) as { status: number; msgEn?: string; data: T };
  if (envelope.status !== 0)
    throw new Error(`${method} ${path}: status ${envelope.status} ${envelope.msgEn ?? ''}`);
  return envelope.data;
}

/** Polls the job through the API every `everyMs` until `enough` says so; answers what it last read. */
export async function watchJob(
  port: number,
  id: string,
  enough: (job: BackgroundJobStatus) => boolean,
  everyMs = 200,
): Promise<BackgroundJobStatus> {
  const token = await signIn(port);
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const job = await call<BackgroundJobStatus>(port, token, 'GET', `/jobs/${id}`);
    if (enough(job)) return job;
    await pause(everyMs);
  }
  throw new Error(`job ${id} did not get there in 120 s`);
}

/** SIGKILL: the server ends mid-statement, with nothing of its own shutdown run. */
export async function killHard(server: ChildProcess): Promise<void> {
  const killed = new Promise((done) => server.once('exit', done));
  server.kill('SIGKILL');
  await killed;
}

/** SIGTERM: answers the server's exit code once its clean shutdown ends. */
export async function stopCleanly(server: ChildProcess): Promise<number | null> {
  const stopped = new Promise<number | null>((done) => server.once('exit', done));
  server.kill('SIGTERM');
  return stopped;
}
