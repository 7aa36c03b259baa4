import { newKeyLine } from '../../engine/server/secrets/secret-keyring';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { BackgroundJobStatus } from '../../engine/protocol/background-job';
import { JobQueue } from '../../engine/server/jobs/job-queue';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open-database';
import { prepareDatabase } from '../../server/db/prepare-database';
import { DEMO_PASSWORD } from '../../server/demo/demo-data';
import { loadProductSchemas } from '../../server/schemas';
import { freePort, waitUntilReady } from './support/child-server';
import { testEngines } from './support/test-database';
import { demoTenants } from './support/tenants';
import {
  COUNT_JOB,
  createJobTestTables,
  SINGLE_ATTEMPT_JOB,
  registerTestJobs,
  type CountPayload,
  type JobTally,
} from './support/test-jobs';

// A job survives its server's death: the real server (tests/api/support/job-server.ts, `npm start`
// with the test kinds) runs a long checkpointing job, is killed with SIGKILL mid-way, and started
// again; the job ends done within seconds of the restart, every unit of work done once, neither
// lost nor doubled.

registerTestJobs();

const ROOT = resolve(__dirname, '..', '..');
// tsx as a loader in the server's own process (not its CLI, which runs the server in a child), so
// SIGKILL reaches the server itself.
const TSX_LOADER = join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const UNITS = 16;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/pro-api/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hk.owner', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Polls the job through the API until `enough` says so; answers what it last read. */
async function watch(
  port: number,
  id: string,
  enough: (job: BackgroundJobStatus) => boolean,
): Promise<BackgroundJobStatus> {
  const token = await signIn(port);
  for (let poll = 0; poll < 600; poll += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/pro-api/jobs/${id}`, {
      headers: { 'x-token': token },
    });
    const job = ((await response.json()) as { data: BackgroundJobStatus }).data;
    if (enough(job)) return job;
    await pause(200);
  }
  throw new Error(`job ${id} did not get there in 120 s`);
}

describe.each(testEngines())('a background job across a SIGKILL and a restart [%s]', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-jobs-'));
  const dbName = `brigade_jobs_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL ?? '';
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const args = ['--import', TSX_LOADER, 'tests/api/support/job-server.ts', '--no-build'];
  const config = readConfig({});
  const open = () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, timeZone: config.timeZone });

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

  /** Starts the job before any server runs (the embedded database admits one process at a time). */
  async function startJobOffline(kind: string): Promise<string> {
    const db = await open();
    try {
      await prepareDatabase(db, loadProductSchemas(config), true, join(dataDir, 'uploads'));
      await createJobTestTables(db);
      const queue = new JobQueue(db, { work: false, onError: (error) => console.error(error) });
      await queue.start();
      const payload: CountPayload = { units: UNITS, pauseMs: 400 };
      const companyId = (await demoTenants(db)).hk;
      const id = await db.transaction((tx) => queue.startJob(tx, { kind, payload, companyId }));
      await queue.stop();
      return id;
    } finally {
      await db.close();
    }
  }

  function serve(port: number): ChildProcess {
    return spawn(process.execPath, args, { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: 'pipe' });
  }

  /** Runs the job on a server killed with SIGKILL mid-way, then on a new one until the job ends. */
  async function killMidwayAndRestart(
    id: string,
  ): Promise<{ ended: BackgroundJobStatus; second: ChildProcess }> {
    const port = await freePort();
    const first = serve(port);
    await waitUntilReady(port, first);
    const midway = await watch(port, id, (job) => job.done >= 3);
    expect(midway.state).toBe('running');
    const killed = new Promise((done) => first.once('exit', done));
    first.kill('SIGKILL');
    await killed;

    const second = serve(port);
    await waitUntilReady(port, second);
    const restarted = Date.now();
    const ended = await watch(port, id, (job) => job.state === 'done' || job.state === 'failed');
    // The dead server's heartbeat (10 s) and a supervision pass, not a multi-hour lock expiry.
    expect(Date.now() - restarted).toBeLessThan(60_000);
    return { ended, second };
  }

  async function stop(server: ChildProcess): Promise<void> {
    const stopped = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }

  it('ends done with every unit done once', async () => {
    const { ended, second } = await killMidwayAndRestart(await startJobOffline(COUNT_JOB));
    // Every unit once, by the killed attempt and the one that resumed from its checkpoint.
    const tally: JobTally = { units: UNITS, distinct: UNITS, attempts: 2 };
    expect(ended).toMatchObject({ state: 'done', done: UNITS, total: UNITS, result: tally });
    await stop(second);
  }, 240_000);

  it('ends failed as a lost worker when its only attempt died with its server', async () => {
    const { ended, second } = await killMidwayAndRestart(await startJobOffline(SINGLE_ATTEMPT_JOB));
    expect(ended).toMatchObject({ state: 'failed', reason: 'jobs:errors.workerLost', result: null });
    expect(ended.done).toBeLessThan(UNITS);
    await stop(second);
  }, 240_000);
});
