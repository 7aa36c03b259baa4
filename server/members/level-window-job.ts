// A member's level follows the points his orders earned in the settings' window (member-levels.ts),
// and the window moves on every day: an order that leaves it may take him down a level though
// nothing was ingested. A daily recurring job per company with members' orders finds the members
// whose orders left the window since the day before (two days back, so a missed day is caught up)
// and puts each in his level again, in batches that each commit: run again, it changes nothing.
import type {
  JobContext,
  JobKindOptions,
  Queryable,
  RecurringPayload,
  SystemRecords,
} from '../../engine/server';
import { shiftMonths } from './calendar-months';
import { followLevels } from './member-levels';
import { memberSettings } from './member-settings';

export const LEVEL_WINDOW_JOB = 'members.followLevels';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members put in their level again per transaction. */
const BATCH = 500;

/** The companies with orders that name members: those whose levels a moving window can change. */
async function companiesWithMemberOrders(q: Queryable): Promise<number[]> {
  // One step of the members' orders index per company, not a read of every such order.
  const { rows } = await q.query<{ id: number }>(
    `WITH RECURSIVE c (id) AS (
       SELECT min(company_id) FROM sales_order WHERE member_id IS NOT NULL
       UNION ALL
       SELECT (SELECT min(company_id) FROM sales_order WHERE member_id IS NOT NULL AND company_id > c.id)
         FROM c WHERE c.id IS NOT NULL)
     SELECT id FROM c WHERE id IS NOT NULL`,
  );
  return rows.map(({ id }) => id);
}

/** The members with an order closed in [from, to). */
async function membersWithOrdersClosed(q: Queryable, companyId: number, from: Date, to: Date) {
  const { rows } = await q.query<{ member: number }>(
    `SELECT DISTINCT member_id AS member FROM sales_order
      WHERE company_id = $1 AND member_id IS NOT NULL AND closed_at >= $2 AND closed_at < $3
      ORDER BY member_id`,
    [companyId, from.toISOString(), to.toISOString()],
  );
  return rows.map(({ member }) => member);
}

/** The job's handler; its run's moment is the end of its period (a day), so a retry sees the same window. */
export function levelWindow(records: SystemRecords) {
  return async ({ db, payload, progress, signal }: JobContext<RecurringPayload>) => {
    const now = new Date(Date.parse(payload.periodStart) + DAY_MS);
    const { levelWindowMonths } = await memberSettings(records, payload.companyId);
    const edge = shiftMonths(now, -levelWindowMonths);
    const members = await membersWithOrdersClosed(
      db,
      payload.companyId,
      new Date(edge.getTime() - 2 * DAY_MS),
      edge,
    );
    for (let at = 0; at < members.length; at += BATCH) {
      if (signal.aborted) throw new Error('jobs:errors.stopped');
      await db.transaction((tx) =>
        followLevels(tx, records.within(tx), payload.companyId, members.slice(at, at + BATCH), now),
      );
      await progress(Math.min(at + BATCH, members.length), members.length);
    }
    return { members: members.length };
  };
}

export const LEVEL_WINDOW_OPTIONS: JobKindOptions<RecurringPayload> = {
  recurs: { everyMinutes: 24 * 60, due: (q) => companiesWithMemberOrders(q) },
};
