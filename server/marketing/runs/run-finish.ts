// A run ends once none of its messages waits or is under way: what it holds beyond what left goes
// back to the company's credits, and a task that runs no more (sent now, or once) is finished.
import type { Queryable, SystemRecords } from '../../../engine/server';
import { settleCredits } from './run-credits';
import { sendTaskOf, type RunKey } from './run-key';

/** Ends the run if nothing of it is left to send; answers whether it ended. */
export async function finishRunIfDone(tx: Queryable, records: SystemRecords, run: RunKey): Promise<boolean> {
  const { rows } = await tx.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM send_record WHERE company_id = $1 AND task = $2 AND occurrence = $3
                      AND status IN ('queued', 'sending')) AS open`,
    [run.companyId, sendTaskOf(run), run.occurrence],
  );
  if (rows[0]?.open) return false;
  const { rowCount } = await tx.query(
    `UPDATE marketing_run SET status = 'finished', finished_at = now()
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3 AND status = 'sending'`,
    [run.companyId, run.taskId, run.occurrence],
  );
  if (rowCount === 0) return false;
  await settleCredits(tx, run);
  if (run.taskId !== 0) await finishTaskIfLast(tx, records, run.companyId, run.taskId);
  return true;
}

/** A task with no run ahead of it and none sending is finished. */
export async function finishTaskIfLast(
  tx: Queryable,
  records: SystemRecords,
  companyId: number,
  taskId: number,
) {
  const { rows } = await tx.query<{ ahead: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM marketing_schedule WHERE company_id = $1 AND task_id = $2)
         OR EXISTS (SELECT 1 FROM marketing_run WHERE company_id = $1 AND task_id = $2 AND status = 'sending')
       AS ahead`,
    [companyId, taskId],
  );
  if (rows[0]?.ahead) return;
  const task = await records.within(tx).find('marketingTask', taskId);
  if (task?.status === 'pending') await records.within(tx).transition('marketingTask', 'finish', taskId);
}
