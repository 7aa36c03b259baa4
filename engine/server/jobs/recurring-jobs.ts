// Background jobs that come back on their own (docs/schemas.md "Background jobs"): a kind that
// also says how often it runs and which companies have work due. Every app server that runs jobs
// looks every few minutes; the first to find a company due in a period starts its job, recorded in
// recurring_job_run in the same transaction, so each company's run of a period starts once. The job
// itself is a durable job like any other: retried, resumed after a crash, idempotent by its handler.
import type { Database, Queryable } from '../db/database';

export interface Recurrence {
  /** The length of a period: a company's job runs at most once in each. */
  everyMinutes: number;
  /** The companies with work due at `now`. */
  due(q: Queryable, now: Date): Promise<number[]>;
}

/** What a recurring job is handed: its company and the period it runs for. */
export interface RecurringPayload {
  companyId: number;
  periodStart: string;
}

/** How often a server looks for due work, in milliseconds. */
export const RECURRENCE_CHECK_MS = 5 * 60 * 1000;

type StartJob = (
  tx: Queryable,
  kind: string,
  companyId: number,
  payload: RecurringPayload,
) => Promise<string>;

/** Starts each recurring kind's due runs at `now` that no server started yet; answers how many it started. */
export async function startDueRuns(
  db: Database,
  recurrences: ReadonlyMap<string, Recurrence>,
  now: Date,
  startJob: StartJob,
): Promise<number> {
  let started = 0;
  for (const [kind, recurrence] of recurrences) {
    const period = recurrence.everyMinutes * 60_000;
    const periodStart = new Date(Math.floor(now.getTime() / period) * period).toISOString();
    for (const companyId of await recurrence.due(db, now)) {
      const ran = await db.transaction(async (tx) => {
        const { rowCount } = await tx.query(
          `INSERT INTO recurring_job_run (company_id, kind, period_start) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [companyId, kind, periodStart],
        );
        if (rowCount === 0) return false;
        const jobId = await startJob(tx, kind, companyId, { companyId, periodStart });
        await tx.query(
          'UPDATE recurring_job_run SET job_id = $4 WHERE company_id = $1 AND kind = $2 AND period_start = $3',
          [companyId, kind, periodStart, jobId],
        );
        return true;
      });
      if (ran) started += 1;
    }
  }
  return started;
}
