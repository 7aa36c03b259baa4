import type { BackgroundJobStatus } from '../../../engine/protocol/background-job';
import { Status } from '../../../engine/protocol/status';
import type { JobStart } from '../../../engine/server/jobs/job-queue';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';
import {
  COUNT_JOB,
  createJobTestTables,
  FAILURE,
  REFUSAL,
  REFUSED_JOB,
  testJobsModule,
  THROWING_JOB,
  type CountPayload,
} from '../support/test-jobs';

// Durable background jobs (issue 12 item 3) through the real queue on both engines: progress read
// through GET /pro-api/jobs/:id, retries then failure with the reason, a refusal ending a job at
// once, tenant scoping, a job that rolls back with its write, and two app servers running a job once.

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describeOnEachDatabase(
  'background jobs',
  (api) => {
    let tenants: DemoTenants;

    beforeAll(async () => {
      await createJobTestTables(api.db);
      tenants = await demoTenants(api.db);
    });

    const start = (job: JobStart) => api.db.transaction((tx) => api.app.jobs.startJob(tx, job));
    const read = (id: string, username = 'hk.owner') =>
      api.callAs<BackgroundJobStatus>(username, 'GET', `/jobs/${id}`);
    const attempts = async (id: string) =>
      (await api.db.query('SELECT 1 FROM job_test_attempt WHERE job_id = $1', [id])).rows.length;

    /** Polls the job as a screen would until it ends; answers every state seen on the way. */
    async function follow(id: string): Promise<BackgroundJobStatus[]> {
      const seen: BackgroundJobStatus[] = [];
      for (let poll = 0; poll < 300; poll += 1) {
        const answer = await read(id);
        expect(answer.status).toBe(Status.ok.code);
        seen.push(answer.data);
        if (answer.data.state === 'done' || answer.data.state === 'failed') return seen;
        await pause(100);
      }
      throw new Error(`job ${id} did not end in 30 s`);
    }

    it('runs a job to done, its progress visible while it runs', async () => {
      const payload: CountPayload = { units: 5, pauseMs: 300 };
      const id = await start({ kind: COUNT_JOB, payload, companyId: tenants.hk });
      const seen = await follow(id);
      const last = seen[seen.length - 1];
      expect(last).toMatchObject({ id, kind: COUNT_JOB, state: 'done', done: 5, total: 5, reason: null });
      expect(last?.result).toEqual({ units: 5, distinct: 5, attempts: 1 });
      expect(last?.finishedAt).not.toBeNull();
      expect(seen.some((job) => job.state === 'running' && job.done > 0 && job.done < 5)).toBe(true);
      const units = await api.db.query('SELECT n FROM job_test_unit WHERE job_id = $1 ORDER BY n', [id]);
      expect(units.rows).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    }, 40_000);

    it('retries a throwing job, then ends it failed with its reason', async () => {
      const id = await start({ kind: THROWING_JOB, companyId: tenants.hk });
      const last = (await follow(id)).pop();
      expect(last).toMatchObject({ state: 'failed', reason: FAILURE, result: null });
      // The first attempt and its one retry.
      expect(await attempts(id)).toBe(2);
    }, 40_000);

    it('ends a refused job failed at its first attempt, whatever retries its kind allows', async () => {
      const id = await start({ kind: REFUSED_JOB, companyId: tenants.hk });
      const last = (await follow(id)).pop();
      expect(last).toMatchObject({ state: 'failed', reason: REFUSAL, result: null });
      // Long enough for a retry to have started had there been one (the first comes after a second).
      await pause(2_500);
      expect(await attempts(id)).toBe(1);
      expect((await read(id)).data).toMatchObject({ state: 'failed', reason: REFUSAL });
    }, 40_000);

    it('shows a job only to callers who reach its company or shop', async () => {
      const payload: CountPayload = { units: 1, pauseMs: 0 };
      const company = await start({ kind: COUNT_JOB, payload, companyId: tenants.hk });
      expect((await read(company, 'hk.owner')).status).toBe(Status.ok.code);
      expect((await read(company, 'kowloon.owner')).status).toBe(Status.notFound.code);
      expect((await read(company, 'kowloon.mk')).status).toBe(Status.notFound.code);
      // A shop manager reaches his shops, not his company's own jobs.
      expect((await read(company, 'hk.central')).status).toBe(Status.notFound.code);
      const shop = await start({ kind: COUNT_JOB, payload, companyId: tenants.hk, shopId: tenants.central });
      expect((await read(shop, 'hk.central')).status).toBe(Status.ok.code);
      expect((await read(shop, 'hk.owner')).status).toBe(Status.ok.code);
      expect((await read(shop, 'kowloon.owner')).status).toBe(Status.notFound.code);
      const malformed = await read('not-a-job', 'hk.owner');
      expect(malformed.status).toBe(Status.badRequest.code);
      expect(malformed.msgEn).not.toBe('');
    });

    it('never runs a job whose starting write rolled back', async () => {
      const payload: CountPayload = { units: 1, pauseMs: 0 };
      let rolledBack = '';
      await expect(
        api.db.transaction(async (tx) => {
          rolledBack = await api.app.jobs.startJob(tx, { kind: COUNT_JOB, payload, companyId: tenants.hk });
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      // A job started after it runs to its end: the workers were there to run the first.
      const later = await start({ kind: COUNT_JOB, payload, companyId: tenants.hk });
      expect((await follow(later)).pop()?.state).toBe('done');
      await pause(1_500);
      expect((await read(rolledBack)).status).toBe(Status.notFound.code);
      expect(await attempts(rolledBack)).toBe(0);
    }, 40_000);

    it('runs each job once with two app servers on the same database', async () => {
      const payload: CountPayload = { units: 2, pauseMs: 50 };
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => start({ kind: COUNT_JOB, payload, companyId: tenants.hk })),
      );
      for (const id of ids) expect((await follow(id)).pop()?.state).toBe('done');
      const { rows } = await api.db.query<{ runs: number; units: number }>(
        `SELECT (SELECT count(*)::int FROM job_test_attempt a WHERE a.job_id = j.id) AS runs,
                (SELECT count(*)::int FROM job_test_unit u WHERE u.job_id = j.id) AS units
           FROM unnest($1::uuid[]) AS j(id)`,
        [ids],
      );
      expect(rows).toEqual(ids.map(() => ({ runs: 1, units: 2 })));
    }, 60_000);
  },
  { secondServer: true, modules: [testJobsModule] },
);
