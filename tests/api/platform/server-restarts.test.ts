// Work survives its server's death. One real server (`npm start` with the background-job tests'
// kinds, tests/api/support/job-server.ts) runs three jobs at once: a long checkpointing job, the
// same work allowed one attempt only, and a coupon's generation of 10,000 codes (issue 12). It is
// killed with SIGKILL once each is mid-way, and started again. The checkpointing job ends done with
// every unit done once; the single-attempt job ends failed as a lost worker; the coupon ends with
// exactly 10,000 unique codes numbered 1 to 10,000 and its sheets a PDF of every page. One kill and
// one restart serve the three, as each costs a server's start and its heartbeat's expiry.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { BackgroundJobStatus } from '../../../engine/protocol/background-job';
import { JobQueue } from '../../../engine/server/jobs/job-queue';
import { JobKinds } from '../../../engine/server/jobs/job-registry';
import type { CouponSheetValue } from '../../../protocol/coupon-sheet';
import { CODE_BATCH } from '../../../server/coupons/coupon-code-batches';
import { sheetPageCount } from '../../../server/coupons/sheet-pages';
import { freePort, waitUntilReady } from '../support/child-server';
import { validFixtures } from '../support/resource-fixtures';
import {
  call,
  killHard,
  restartableServer,
  signIn,
  stopCleanly,
  watchJob,
  type RestartableServer,
} from '../support/restartable-server';
import { testEngines } from '../support/test-database';
import { demoTenants } from '../support/tenants';
import {
  COUNT_JOB,
  createJobTestTables,
  defineTestJobs,
  SINGLE_ATTEMPT_JOB,
  type CountPayload,
  type JobTally,
} from '../support/test-jobs';

const UNITS = 16;
const QUANTITY = 10_000;

/** Queues the two counting jobs before any server runs (the embedded database admits one process). */
async function queueCountingJobs(
  server: RestartableServer,
  holdFile: string,
): Promise<{ count: string; single: string }> {
  await server.prepare();
  const db = await server.open();
  try {
    await createJobTestTables(db);
    const kinds = new JobKinds();
    defineTestJobs(kinds);
    const queue = new JobQueue(db, { work: false, kinds, onError: (error) => console.error(error) });
    await queue.start();
    const payload: CountPayload = {
      units: UNITS,
      pauseMs: 100,
      hold: { afterUnits: 3, holdFile },
    };
    const companyId = (await demoTenants(db)).hk;
    const start = (kind: string) => db.transaction((tx) => queue.startJob(tx, { kind, payload, companyId }));
    const ids = { count: await start(COUNT_JOB), single: await start(SINGLE_ATTEMPT_JOB) };
    await queue.stop();
    return ids;
  } finally {
    await db.close();
  }
}

/** Creates the coupon on the running server and starts its generation; answers its id and job. */
async function startCouponGeneration(port: number): Promise<{ couponId: number; job: string }> {
  const token = await signIn(port);
  const fixture = validFixtures('coupon')[0]?.record ?? {};
  const made = await call<{ id: number }>(port, token, 'POST', '/coupon', {
    ...fixture,
    name: 'Crash test',
    quantity: QUANTITY,
  });
  await call(port, token, 'PUT', '/coupon/generate', { id: made.id });
  // The generation's job, as the coupon's screen finds it.
  const [generating] = await call<{ sheet: CouponSheetValue }[]>(port, token, 'PUT', '/coupon', {
    id: made.id,
  });
  return { couponId: made.id, job: generating?.sheet.job as string };
}

const ended = (job: BackgroundJobStatus) => job.state !== 'running' && job.state !== 'queued';

describe.each(testEngines())('three jobs across a SIGKILL and a restart [%s]', (engine) => {
  // The three jobs run side by side.
  const server = restartableServer(engine, 'tests/api/support/job-server.ts', { JOB_CONCURRENCY: '3' });
  const outcome: Record<'count' | 'single' | 'coupon', BackgroundJobStatus> = {} as never;
  // The counting jobs wait after their third unit while this file exists, so both are still mid-way
  // once the coupon has committed a batch of codes, however long that takes on a busy machine.
  const holdFile = join(mkdtempSync(join(tmpdir(), 'brigade-hold-')), 'hold');
  let couponId = 0;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    writeFileSync(holdFile, '');
    const counting = await queueCountingJobs(server, holdFile);
    const port = await freePort();
    const first = server.serve(port);
    servers.push(first);
    await waitUntilReady(port, first);
    const coupon = await startCouponGeneration(port);
    couponId = coupon.couponId;
    // Killed as soon as a batch of codes has committed, while the rest are still to be made.
    const midway = await watchJob(port, coupon.job, (job) => job.done >= CODE_BATCH, 20);
    const countMidway = await watchJob(port, counting.count, (job) => job.done >= 3);
    const singleMidway = await watchJob(port, counting.single, (job) => job.done >= 3);
    await killHard(first);
    for (const job of [midway, countMidway, singleMidway]) expect(job.state).toBe('running');
    expect(midway.done).toBeLessThan(QUANTITY);
    expect(countMidway.done).toBeLessThan(UNITS);
    expect(singleMidway.done).toBeLessThan(UNITS);
    rmSync(holdFile);

    const second = server.serve(port);
    servers.push(second);
    await waitUntilReady(port, second);
    // Ending at all within this test's guard is the proof that the dead server's heartbeat (10 s)
    // and a supervision pass freed the jobs, not a lock expiring hours later; how soon is the
    // bench's to say, not a test's (a time asserted here failed on a slow, shared machine).
    outcome.coupon = await watchJob(port, coupon.job, ended);
    outcome.count = await watchJob(port, counting.count, ended);
    outcome.single = await watchJob(port, counting.single, ended);
    const [read] = await call<{ generationStatus: string }[]>(port, await signIn(port), 'PUT', '/coupon', {
      id: couponId,
    });
    expect(read?.generationStatus).toBe('created');
    expect(await stopCleanly(second)).toBe(0);
  }, 300_000);

  // A failed step leaves no server behind to hold the run open.
  afterAll(() => {
    for (const child of servers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dirname(holdFile), { recursive: true, force: true });
  });

  it('ends the checkpointing job done with every unit done once', () => {
    // Every unit once, by the killed attempt and the one that resumed from its checkpoint.
    const tally: JobTally = { units: UNITS, distinct: UNITS, attempts: 2 };
    expect(outcome.count).toMatchObject({ state: 'done', done: UNITS, total: UNITS, result: tally });
  });

  it('ends the single-attempt job failed as a lost worker', () => {
    expect(outcome.single).toMatchObject({ state: 'failed', reason: 'jobs:errors.workerLost', result: null });
    expect(outcome.single.done).toBeLessThan(UNITS);
  });

  it('ends the coupon with exactly 10,000 unique codes, none lost or doubled, and every sheet', async () => {
    const pages = sheetPageCount(QUANTITY);
    expect(outcome.coupon).toMatchObject({ state: 'done', done: QUANTITY + pages, total: QUANTITY + pages });
    const db = await server.open();
    try {
      const { rows } = await db.query<Record<string, number>>(
        `SELECT count(*)::int AS codes, count(DISTINCT code)::int AS distinct_codes,
                count(DISTINCT seq)::int AS numbers, min(seq) AS first, max(seq) AS last
           FROM coupon_code WHERE coupon_id = $1`,
        [couponId],
      );
      expect(rows[0]).toEqual({
        codes: QUANTITY,
        distinct_codes: QUANTITY,
        numbers: QUANTITY,
        first: 1,
        last: QUANTITY,
      });
      const sheet = await db.query<{ pdf: Uint8Array }>('SELECT pdf FROM coupon_sheet WHERE coupon_id = $1', [
        couponId,
      ]);
      expect((await PDFDocument.load(sheet.rows[0]?.pdf ?? new Uint8Array())).getPageCount()).toBe(pages);
    } finally {
      await db.close();
    }
  });
});
