// When a task runs next (its send rule in the company's time zone, send-rules.ts), kept as the
// task's one row in marketing_schedule: written when it is created, changed or resumed and moved on
// each time it runs, so the dispatcher finds what is due with one indexed read.
import type { Queryable } from '../../engine/server';
import { nextOccurrence as nextRun, type SendRule } from './send-rules';
import type { MarketingTask } from './task-record';

/** The task's rule as the calendar reads it. */
export function sendRuleOf(task: MarketingTask): SendRule {
  const time = task.sendTime ?? '00:00';
  const need = <T>(value: T | null | undefined, field: string): T => {
    if (value === null || value === undefined) throw new Error(`marketing task ${task.id} has no ${field}`);
    return value;
  };
  switch (task.sendRule) {
    case 'now':
      return { every: 'now' };
    case 'once':
      return { every: 'once', date: need(task.sendDate, 'sendDate'), time };
    case 'daily':
      return { every: 'daily', time };
    case 'weekly':
      return { every: 'weekly', weekday: need(task.sendWeekday, 'sendWeekday'), time };
    case 'monthly':
      return { every: 'monthly', day: need(task.sendDay, 'sendDay'), time };
    case 'yearly':
      return { every: 'yearly', date: need(task.sendDate, 'sendDate'), time };
  }
}

/** Writes the task's next run after `after` (ms), or clears it when it has none ("send now" has one, at its start). */
export async function scheduleNext(q: Queryable, task: MarketingTask, zone: string, after: number) {
  const next =
    task.sendRule === 'now'
      ? null
      : nextRun(sendRuleOf(task), zone, new Date(after), new Date(task.createdAt));
  if (!next) {
    await q.query('DELETE FROM marketing_schedule WHERE company_id = $1 AND task_id = $2', [
      task.companyId,
      task.id,
    ]);
    return null;
  }
  await q.query(
    `INSERT INTO marketing_schedule (company_id, task_id, occurrence, due_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id, task_id) DO UPDATE SET occurrence = excluded.occurrence, due_at = excluded.due_at`,
    [task.companyId, task.id, next.key, next.at],
  );
  return next;
}

/** Puts a "send now" task's one run on the schedule, due at once. */
export async function scheduleNow(q: Queryable, task: MarketingTask, at: number): Promise<void> {
  await q.query(
    `INSERT INTO marketing_schedule (company_id, task_id, occurrence, due_at) VALUES ($1, $2, 'now', $3)
     ON CONFLICT (company_id, task_id) DO NOTHING`,
    [task.companyId, task.id, new Date(at)],
  );
}
