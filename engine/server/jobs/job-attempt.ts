// One attempt at a job, as a pg-boss worker hands it over: our row says running, the kind's handler
// runs, and the row ends done (with the result) or keeps the failure's reason. The row is written
// before pg-boss hears the outcome, so a crash between the two re-runs an ended job, which this
// recognises and passes over: the job's end is recorded once.
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/database';
import { JobRefusal } from './job-refusal';
import type { JobKinds } from './job-registry';
import { findJobRow, markDone, markFailed, markRunning, writeProgress } from './job-rows';

/** What the queue carries for a job: only its row's id; the row holds the rest. */
export interface QueuedJob {
  jobId: string;
}

/** A kind no handler is registered for in this server: the job cannot run anywhere it could start. */
export const UNKNOWN_KIND = 'jobs:errors.unknownKind';

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export async function runAttempt(
  db: Database,
  kinds: JobKinds,
  job: JobWithMetadata<QueuedJob>,
): Promise<void> {
  const { jobId } = job.data;
  const row = await findJobRow(db, jobId);
  // Our row and pg-boss's job commit together, so a missing row is a deleted one; an ended row
  // means pg-boss lost the completion of an attempt that had written it.
  if (!row || row.finished_at !== null) return;
  const handler = kinds.handler(row.kind);
  if (!handler) {
    await markFailed(db, jobId, UNKNOWN_KIND, true);
    return;
  }
  await markRunning(db, jobId);
  try {
    const result = await handler({
      db,
      jobId,
      payload: row.payload,
      done: row.done,
      progress: (done, total, tx) => writeProgress(tx ?? db, jobId, done, total),
      signal: job.signal,
    });
    await markDone(db, jobId, result);
  } catch (error) {
    // A refusal ends the job here; pg-boss, told nothing went wrong, retries nothing.
    const refused = error instanceof JobRefusal;
    await markFailed(db, jobId, reasonOf(error), refused || job.retryCount >= job.retryLimit);
    if (!refused) throw error;
  }
}
