// Job kinds for the background-job tests only, a module of the test files' apps (and of the restart
// test's server entry, tests/api/support/job-server.ts), never of the product. Each records what it
// did in scratch tables, so a test sees how often it ran and whether work was lost or doubled.
import { existsSync } from 'node:fs';
import type { Queryable } from '../../../engine/server/db/database';
import { JobRefusal } from '../../../engine/server/jobs/job-refusal';
import type { JobHandler, JobKinds } from '../../../engine/server/jobs/job-registry';
import { defineModule } from '../../../server/app-module';

export const COUNT_JOB = 'test.count';
export const SINGLE_ATTEMPT_JOB = 'test.singleAttempt';
export const THROWING_JOB = 'test.throwing';
export const FAILURE = 'jobs:test.failed';
/** A job that can never succeed, and says so. */
export const REFUSED_JOB = 'test.refused';
export const REFUSAL = 'jobs:test.refused';

export interface CountPayload {
  units: number;
  /** Pause after each unit, so a test sees progress (or kills the server) mid-way. */
  pauseMs: number;
  /**
   * Once this many units are done, the job waits while `holdFile` exists: a test holds it mid-way
   * for as long as it needs (the restart test, until a second job is mid-way too) and no longer.
   */
  hold?: { afterUnits: number; holdFile: string };
}

/** The scratch tables: one row per unit of work done, one per attempt started. No keys, so a double shows. */
export async function createJobTestTables(db: Queryable): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS job_test_unit (job_id uuid NOT NULL, n integer NOT NULL);
    CREATE TABLE IF NOT EXISTS job_test_attempt (job_id uuid NOT NULL, at timestamptz NOT NULL DEFAULT now());`);
}

/** What a count job's result tells: the units recorded (all, and distinct) and the attempts started. */
export interface JobTally {
  units: number;
  distinct: number;
  attempts: number;
}

/** Read by the handler as it ends, so a test sees the tables even where it cannot open the database. */
async function jobTally(db: Queryable, jobId: string): Promise<JobTally> {
  const { rows } = await db.query<JobTally>(
    `SELECT count(*)::int AS units, count(DISTINCT n)::int AS distinct,
            (SELECT count(*)::int FROM job_test_attempt WHERE job_id = $1) AS attempts
       FROM job_test_unit WHERE job_id = $1`,
    [jobId],
  );
  const [tally] = rows;
  if (!tally) throw new Error('no tally');
  return tally;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

// Does `units` units, each checkpointed with its progress in one transaction, resuming after the
// last checkpoint: the handler contract the engine documents.
const count: JobHandler<CountPayload> = async ({ db, jobId, payload, done, progress }) => {
  await db.query('INSERT INTO job_test_attempt (job_id) VALUES ($1)', [jobId]);
  for (let n = done; n < payload.units; n += 1) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO job_test_unit (job_id, n) VALUES ($1, $2)', [jobId, n]);
      await progress(n + 1, payload.units, tx);
    });
    await pause(payload.pauseMs);
    while (payload.hold && n + 1 >= payload.hold.afterUnits && existsSync(payload.hold.holdFile))
      await pause(100);
  }
  return jobTally(db, jobId);
};

/** Defines the test kinds on an app's registry. */
export function defineTestJobs(kinds: Pick<JobKinds, 'define'>): void {
  kinds.define(COUNT_JOB, count);
  // The same work with no retry: a server dying under it ends it.
  kinds.define(SINGLE_ATTEMPT_JOB, count, { retryLimit: 0 });
  kinds.define(
    THROWING_JOB,
    async ({ db, jobId }) => {
      await db.query('INSERT INTO job_test_attempt (job_id) VALUES ($1)', [jobId]);
      throw new Error(FAILURE);
    },
    { retryLimit: 1 },
  );
  kinds.define(REFUSED_JOB, async ({ db, jobId }) => {
    await db.query('INSERT INTO job_test_attempt (job_id) VALUES ($1)', [jobId]);
    throw new JobRefusal(REFUSAL);
  });
}

/** The test kinds as a module of a test's app, never of the product's. */
export const testJobsModule = defineModule('testJobs', { setup: (kit) => defineTestJobs(kit.jobKinds) });
