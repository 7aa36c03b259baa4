// A marketing task's writes (issue 25 item 2): refused where it could not be sent (SMS with no provider
// on this server, text that is no template, a one-time send in the past, a "send now" the credits do
// not cover, named by its field), then put on the schedule; stopping settles what its runs hold and
// resuming takes it again (refused when the credits no longer cover it) and dispatches at once.
import { Status } from '../../../engine/protocol';
import {
  BusinessError,
  type FieldProblem,
  type HookContext,
  type JobQueue,
  type Messages,
  type Queryable,
  type SystemRecords,
  type WriteHooks,
} from '../../../engine/server';
import type { Region } from '../../../engine/schema';
import { zonedDate, zonedInstant, minutesOf } from '../../../protocol/zoned-time';
import { zoneOf } from '../../members/coupon-distribution';
import { dispatchNow } from '../dispatch-job';
import { holdCredits, settleCredits } from '../runs/run-credits';
import { estimateTask, type TaskDraft } from '../task-estimate';
import type { MarketingChannel, MarketingTask } from '../task-record';
import { scheduleNext, scheduleNow } from '../task-schedule';
import { templateProblems } from '../templates/email-template-hooks';

export interface TaskHookParts {
  records: SystemRecords;
  messages: Messages;
  region: Region;
  fallbackZone: string;
  jobs: JobQueue | null;
  /** The channels this server can send on now. */
  channels: ReadonlySet<MarketingChannel>;
}

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({
  field,
  key,
  label: `marketing:fields.${field}`,
  params,
});

async function sendable(
  parts: TaskHookParts,
  q: Queryable,
  value: Record<string, unknown>,
  companyId: number,
) {
  const task = value as unknown as MarketingTask;
  const problems = templateProblems(
    { subject: value.subject ?? '', content: value.content ?? '' },
    'marketing',
  );
  for (const channel of task.channels ?? [])
    if (!parts.channels.has(channel))
      problems.push(problem('channels', `marketing:errors.${channel}Unavailable`));
  const zone = await zoneOf(q, parts.records, companyId, parts.fallbackZone);
  if (task.sendRule === 'once' && task.sendDate) {
    const at = zonedInstant(task.sendDate, minutesOf(task.sendTime ?? '00:00'), zone);
    if (at <= Date.now()) problems.push(problem('sendDate', 'marketing:errors.pastSendTime'));
  }
  if (problems.length === 0 && task.sendRule === 'now') {
    const estimate = await estimateTask(
      q,
      parts,
      companyId,
      value as unknown as TaskDraft,
      zonedDate(Date.now(), zone),
    );
    for (const [channel, cost] of Object.entries(estimate.channels))
      if (cost.available !== null && cost.total > cost.available)
        problems.push(
          problem('channels', 'marketing:errors.notEnoughCredits', {
            channel: `marketing:channels.${channel}`,
            needed: cost.total,
            held: cost.available,
          }),
        );
  }
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
  return zone;
}

/** The task's runs in `status`. */
async function runsOf(q: Queryable, task: { companyId: unknown; id: number }, status: string) {
  const { rows } = await q.query<{ occurrence: string }>(
    'SELECT occurrence FROM marketing_run WHERE company_id = $1 AND task_id = $2 AND status = $3',
    [Number(task.companyId), task.id, status],
  );
  return rows.map(({ occurrence }) => ({ companyId: Number(task.companyId), taskId: task.id, occurrence }));
}

async function stop(tx: Queryable, task: MarketingTask) {
  for (const run of await runsOf(tx, task, 'sending')) {
    await tx.query(
      `UPDATE marketing_run SET status = 'stopped' WHERE company_id = $1 AND task_id = $2 AND occurrence = $3`,
      [run.companyId, run.taskId, run.occurrence],
    );
    await settleCredits(tx, run);
  }
}

async function resume(parts: TaskHookParts, tx: Queryable, task: MarketingTask) {
  for (const run of await runsOf(tx, task, 'stopped')) {
    await tx.query(
      `UPDATE marketing_run SET status = 'sending' WHERE company_id = $1 AND task_id = $2 AND occurrence = $3`,
      [run.companyId, run.taskId, run.occurrence],
    );
    await holdCredits(tx, run);
  }
  // A run the credits did not cover is tried afresh; the rule's later runs are written from now.
  await tx.query(`DELETE FROM marketing_run WHERE company_id = $1 AND task_id = $2 AND status = 'unfunded'`, [
    task.companyId,
    task.id,
  ]);
  const zone = await zoneOf(tx, parts.records, task.companyId, parts.fallbackZone);
  if (task.sendRule === 'now') {
    const { rows } = await tx.query('SELECT 1 FROM marketing_run WHERE company_id = $1 AND task_id = $2', [
      task.companyId,
      task.id,
    ]);
    if (rows.length === 0) await scheduleNow(tx, task, Date.now());
  } else await scheduleNext(tx, task, zone, Date.now());
  await dispatchNow(parts.jobs, tx, task.companyId);
}

export function taskHooks(parts: TaskHookParts): WriteHooks {
  return {
    async beforeCreate({ tx }: HookContext, value, tenant) {
      // A company-scoped record always has its company by now.
      if (tenant.companyId !== null) await sendable(parts, tx, value, tenant.companyId);
    },
    async afterCreate({ tx }, record) {
      const task = record as unknown as MarketingTask;
      const zone = await zoneOf(tx, parts.records, task.companyId, parts.fallbackZone);
      if (task.sendRule === 'now') {
        await scheduleNow(tx, task, Date.now());
        await dispatchNow(parts.jobs, tx, task.companyId);
      } else await scheduleNext(tx, task, zone, Date.now());
    },
    async beforeModify({ tx }, value, before) {
      if (before.status === 'finished')
        throw BusinessError.because(Status.invalidInput, 'marketing:errors.finishedTask');
      await sendable(parts, tx, value, Number(before.companyId));
    },
    async afterModify({ tx }, record) {
      // Its runs keep what they started with; the runs ahead follow the rule as it is now.
      const task = record as unknown as MarketingTask;
      if (task.sendRule === 'now') return;
      const zone = await zoneOf(tx, parts.records, task.companyId, parts.fallbackZone);
      await scheduleNext(tx, task, zone, Date.now());
    },
    async afterDelete({ tx }, deleted) {
      for (const record of deleted) {
        const task = record as unknown as MarketingTask;
        await stop(tx, task);
        await tx.query('DELETE FROM marketing_schedule WHERE company_id = $1 AND task_id = $2', [
          task.companyId,
          task.id,
        ]);
      }
    },
    async afterAction({ tx }, action, record) {
      const task = record as unknown as MarketingTask;
      if (action === 'stop') await stop(tx, task);
      if (action === 'resume') await resume(parts, tx, task);
    },
  };
}
