import type { ChildProcess } from 'node:child_process';
import type { BackgroundJobStatus } from '../../engine/protocol/background-job';
import { JobQueue } from '../../engine/server/jobs/job-queue';
import { JobKinds } from '../../engine/server/jobs/job-registry';
import { freePort, waitUntilReady } from './support/child-server';
import { killHard, restartableServer, stopCleanly, watchJob } from './support/restartable-server';
import { testEngines } from './support/test-database';
import { demoTenants } from './support/tenants';
import {
  COUNT_JOB,
  createJobTestTables,
  SINGLE_ATTEMPT_JOB,
  defineTestJobs,
  type CountPayload,
  type JobTally,
} from './support/test-jobs';

// A job survives its server's death: the real server (tests/api/support/job-server.ts, `npm start`
// with the test kinds) runs a long checkpointing job, is killed with SIGKILL mid-way, and started
// again; the job ends done within seconds of the restart, every unit of work done once, neither
// lost nor doubled.

const UNITS = 16;

describe.each(testEngines())('a background job across a SIGKILL and a restart [%s]', (engine) => {
  const server = restartableServer(engine, 'tests/api/support/job-server.ts');

  /** Starts the job before any server runs (the embedded database admits one process at a time). */
  async function startJobOffline(kind: string): Promise<string> {
    await server.prepare();
    const db = await server.open();
    try {
      await createJobTestTables(db);
      const kinds = new JobKinds();
      defineTestJobs(kinds);
      const queue = new JobQueue(db, { work: false, kinds, onError: (error) => console.error(error) });
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

  /** Runs the job on a server killed with SIGKILL mid-way, then on a new one until the job ends. */
  async function killMidwayAndRestart(
    id: string,
  ): Promise<{ ended: BackgroundJobStatus; second: ChildProcess }> {
    const port = await freePort();
    const first = server.serve(port);
    await waitUntilReady(port, first);
    const midway = await watchJob(port, id, (job) => job.done >= 3);
    expect(midway.state).toBe('running');
    await killHard(first);

    const second = server.serve(port);
    await waitUntilReady(port, second);
    const restarted = Date.now();
    const ended = await watchJob(port, id, (job) => job.state === 'done' || job.state === 'failed');
    // The dead server's heartbeat (10 s) and a supervision pass, not a multi-hour lock expiry.
    expect(Date.now() - restarted).toBeLessThan(60_000);
    return { ended, second };
  }

  it('ends done with every unit done once', async () => {
    const { ended, second } = await killMidwayAndRestart(await startJobOffline(COUNT_JOB));
    // Every unit once, by the killed attempt and the one that resumed from its checkpoint.
    const tally: JobTally = { units: UNITS, distinct: UNITS, attempts: 2 };
    expect(ended).toMatchObject({ state: 'done', done: UNITS, total: UNITS, result: tally });
    expect(await stopCleanly(second)).toBe(0);
  }, 240_000);

  it('ends failed as a lost worker when its only attempt died with its server', async () => {
    const { ended, second } = await killMidwayAndRestart(await startJobOffline(SINGLE_ATTEMPT_JOB));
    expect(ended).toMatchObject({ state: 'failed', reason: 'jobs:errors.workerLost', result: null });
    expect(ended.done).toBeLessThan(UNITS);
    expect(await stopCleanly(second)).toBe(0);
  }, 240_000);
});
