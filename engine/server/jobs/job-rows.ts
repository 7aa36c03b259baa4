// Our typed table of jobs (migration 0011): what screens read. The queue's own rows are pg-boss's;
// these are written in the starting write's transaction and by the worker as the job advances.
import type { Queryable } from '../db/database';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: string;
  company_id: number;
  shop_id: number | null;
  kind: string;
  payload: unknown;
  state: JobState;
  done: number;
  total: number | null;
  reason: string | null;
  result: unknown;
  created_at: Date;
  finished_at: Date | null;
}

export interface NewJobRow {
  id: string;
  kind: string;
  payload: unknown;
  companyId: number;
  shopId: number | null;
  createdBy: number | null;
}

export async function insertJobRow(tx: Queryable, job: NewJobRow): Promise<void> {
  await tx.query(
    `INSERT INTO background_job (id, company_id, shop_id, kind, payload, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [job.id, job.companyId, job.shopId, job.kind, JSON.stringify(job.payload ?? {}), job.createdBy],
  );
}

export async function findJobRow(db: Queryable, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(
    `SELECT id, company_id, shop_id, kind, payload, state, done, total, reason, result, created_at, finished_at
       FROM background_job WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** An attempt starts: the row says running, whatever the last attempt left. */
export async function markRunning(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE background_job SET state = 'running', updated_at = now() WHERE id = $1 AND finished_at IS NULL`,
    [id],
  );
}

export async function writeProgress(
  db: Queryable,
  id: string,
  done: number,
  total: number | null,
): Promise<void> {
  await db.query(
    `UPDATE background_job SET done = $2, total = $3, updated_at = now() WHERE id = $1 AND finished_at IS NULL`,
    [id, done, total],
  );
}

export async function markDone(db: Queryable, id: string, result: unknown): Promise<void> {
  await db.query(
    `UPDATE background_job SET state = 'done', reason = NULL, result = $2::jsonb, updated_at = now(), finished_at = now()
      WHERE id = $1 AND finished_at IS NULL`,
    [id, JSON.stringify(result ?? null)],
  );
}

/**
 * A failed attempt: the row keeps its reason, and is queued again for the next attempt or, after
 * the last one, ends failed. An ended job is never reopened (a late report of a lost worker).
 */
export async function markFailed(db: Queryable, id: string, reason: string, final: boolean): Promise<void> {
  await db.query(
    `UPDATE background_job
        SET state = CASE WHEN $3 THEN 'failed' ELSE 'queued' END, reason = $2, updated_at = now(),
            finished_at = CASE WHEN $3 THEN now() END
      WHERE id = $1 AND finished_at IS NULL`,
    [id, reason, final],
  );
}
