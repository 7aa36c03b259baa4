// Starting the runs of a company's tasks that are due (issue 25 item 2): each due task's occurrence
// becomes a run, its recipients fixed and its credits taken (run-start.ts), and the task's next run
// is written. A run due long ago (the server was down past it, a database restored from yesterday)
// is recorded as missed, not sent hours late; a run the credits do not cover stops its task until
// someone tops them up and resumes it.
import type { Database, Queryable, SystemRecords } from '../../engine/server';
import { finishTaskIfLast } from './runs/run-finish';
import { startRun, type RunStart } from './runs/run-start';
import { scheduleNext } from './task-schedule';
import { draftOf, FILTER_FIELDS, type MarketingTask } from './task-record';

/** How late a run may still start. */
export const MISSED_AFTER_MS = 6 * 60 * 60 * 1000;

export interface DueContext {
  db: Database;
  records: SystemRecords;
  zone: string;
  today: string;
  pricing: RunStart['pricing'];
}

/** Records a run that ended without sending: missed (due long ago) or failed to start, with why. */
async function recordEnd(
  q: Queryable,
  task: MarketingTask,
  occurrence: string,
  dueAt: Date,
  status: 'missed' | 'failed',
  reason: string | null = null,
) {
  await q.query(
    `INSERT INTO marketing_run (company_id, task_id, occurrence, kind, name, status, due_at, message, finished_at, reason)
     VALUES ($1, $2, $3, 'task', $4, $5, $6, $7, now(), left($8, 2000)) ON CONFLICT DO NOTHING`,
    [task.companyId, task.id, occurrence, task.name, status, dueAt, JSON.stringify(draftOf(task)), reason],
  );
}

/** Starts the task's run of `occurrence`; a run the credits do not cover stops the task. */
async function startTaskRun(context: DueContext, task: MarketingTask, occurrence: string, dueAt: Date) {
  const { db, records } = context;
  const filter = Object.fromEntries(FILTER_FIELDS.map((field) => [field, task[field] ?? null]));
  const outcome = await startRun(db, records, {
    companyId: task.companyId,
    taskId: task.id,
    occurrence,
    kind: 'task',
    name: task.name,
    dueAt,
    message: draftOf(task),
    filter,
    today: context.today,
    pricing: context.pricing,
  });
  if (outcome === 'unfunded')
    await db.transaction((tx) => records.within(tx).transition('marketingTask', 'halt', task.id));
  return outcome;
}

/** Starts the company's due runs at `now`; answers how many started. */
export async function startDueTasks(context: DueContext, companyId: number, now: number): Promise<number> {
  const { db, records } = context;
  const { rows } = await db.query<{ taskId: number; occurrence: string; dueAt: Date }>(
    `SELECT task_id AS "taskId", occurrence, due_at AS "dueAt" FROM marketing_schedule
      WHERE company_id = $1 AND due_at <= $2 ORDER BY due_at, task_id`,
    [companyId, new Date(now)],
  );
  if (rows.length === 0) return 0;
  const tasks = new Map(
    (
      await records.matching(
        'marketingTask',
        { companyId },
        {},
        rows.map((row) => row.taskId),
      )
    ).map((task) => [task.id, task as unknown as MarketingTask]),
  );
  let started = 0;
  for (const due of rows) {
    const task = tasks.get(due.taskId);
    if (!task) {
      await db.query('DELETE FROM marketing_schedule WHERE company_id = $1 AND task_id = $2', [
        companyId,
        due.taskId,
      ]);
      continue;
    }
    // A stopped task keeps its place; resuming it writes its next run afresh.
    if (task.status !== 'pending') continue;
    const dueAt = new Date(due.dueAt);
    try {
      if (now - dueAt.getTime() > MISSED_AFTER_MS) await recordEnd(db, task, due.occurrence, dueAt, 'missed');
      else if ((await startTaskRun(context, task, due.occurrence, dueAt)) === 'started') started += 1;
    } catch (error) {
      // One task whose run cannot start is kept as failed; the company's others go on.
      await recordEnd(
        db,
        task,
        due.occurrence,
        dueAt,
        'failed',
        error instanceof Error ? error.message : String(error),
      );
    }
    await db.transaction(async (tx) => {
      const next = await scheduleNext(tx, task, context.zone, Math.max(now, dueAt.getTime()));
      if (!next) await finishTaskIfLast(tx, records, companyId, task.id);
    });
  }
  return started;
}
