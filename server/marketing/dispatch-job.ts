// The marketing dispatcher (issue 25 items 2, 3 and 6): a recurring durable job per company with
// work, every minute, and started at once when a task is sent now or resumed. It starts the runs
// that are due (the tasks', and the day's birthday run), then sends the company's runs while it
// holds the company's lease (run-sender.ts). A second job finding the lease held ends at once.
import type {
  Database,
  JobContext,
  JobKindOptions,
  JobQueue,
  Messages,
  Queryable,
  RecurringPayload,
  SystemRecords,
} from '../../engine/server';
import { zonedDate } from '../../protocol/zoned-time';
import type { ServerConfig } from '../config';
import { zoneOf } from '../members/coupon-distribution';
import { birthdayDueSql, recordFailedBirthday, startBirthdayRun } from './birthday-run';
import { membersRelation } from './recipients';
import { makeComposer, type ComposerParts } from './runs/run-composer';
import type { RunStart } from './runs/run-start';
import { sendForCompany, type SenderOutcome, type SenderParts } from './runs/run-sender';
import { startDueTasks } from './task-runs';

export const MARKETING_DISPATCH_JOB = 'marketing.dispatch';

export interface DispatchParts extends Omit<SenderParts, 'composer' | 'zoneOf'> {
  composing: Omit<ComposerParts, 'zoneOf'>;
  fallbackZone: string;
}

/** The companies with a run due or under way at `now`. */
async function companiesDue(
  q: Queryable,
  records: SystemRecords,
  fallbackZone: string,
  now: Date,
): Promise<number[]> {
  const { rows } = await q.query<{ company_id: number }>(
    `SELECT company_id FROM marketing_schedule WHERE due_at <= $1
     UNION SELECT company_id FROM marketing_run WHERE status = 'sending'
     UNION ${birthdayDueSql(records, '$1', fallbackZone)}`,
    [now],
  );
  return rows.map((row) => row.company_id);
}

export function marketingDispatch(parts: DispatchParts) {
  const { db, records, fallbackZone } = parts;
  const zoneFor = (q: Queryable, companyId: number) => zoneOf(q, records, companyId, fallbackZone);
  const composing: ComposerParts = { ...parts.composing, zoneOf: zoneFor };
  const pricing: RunStart['pricing'] = (q, run) => makeComposer(composing, q, run);
  const sender: SenderParts = {
    ...parts,
    zoneOf: zoneFor,
    composer: (q, run) => makeComposer(composing, q, run),
  };

  /** Starts the company's runs due at `now` (ms): its tasks', then the day's birthday run. */
  async function startDue(companyId: number, now: number): Promise<void> {
    const zone = await zoneFor(db, companyId);
    const context = { db, records, zone, today: zonedDate(now, zone), pricing };
    await startDueTasks(context, companyId, now);
    try {
      await startBirthdayRun(context, companyId, now);
    } catch (error) {
      // Kept as the day's failed run, with why: the day is not tried every minute, the tasks go on.
      await recordFailedBirthday(db, companyId, context.today, error);
    }
  }

  async function handler({ payload, jobId, signal }: JobContext<RecurringPayload>): Promise<SenderOutcome> {
    await startDue(payload.companyId, Date.now());
    return sendForCompany(sender, payload.companyId, jobId, signal);
  }
  const options: JobKindOptions<RecurringPayload> = {
    recurs: { everyMinutes: 1, due: (q, now) => companiesDue(q, records, fallbackZone, now) },
  };
  return { handler, options, startDue };
}

/** The dispatcher over the server's database, records, options and texts, sending through `ports`. */
export function serverDispatch(
  server: { db: Database; records: SystemRecords; config: ServerConfig; messages: Messages },
  ports: DispatchParts['ports'],
) {
  const { db, records, config, messages } = server;
  return marketingDispatch({
    db,
    records,
    ports,
    members: membersRelation(records),
    fallbackZone: config.timeZone,
    composing: { records, config, messages },
    ...(config.marketingLeaseSeconds ? { leaseMs: config.marketingLeaseSeconds * 1000 } : {}),
  });
}

/** Starts the company's dispatcher now, in the transaction of the write that wants it. */
export async function dispatchNow(jobs: JobQueue | null, tx: Queryable, companyId: number): Promise<void> {
  const payload: RecurringPayload = { companyId, periodStart: new Date().toISOString() };
  await jobs?.startJob(tx, { kind: MARKETING_DISPATCH_JOB, companyId, payload });
}
