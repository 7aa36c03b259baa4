// The demo's past marketing run (issue 25): a send-now task started by the dispatcher's own start
// (startDueTasks) and sent by its own sender (sendForCompany), so every send record is queued,
// claimed and settled as a real run's are, and the history reads them as it reads any. Only the
// channels are the demo's: no mail or SMS leaves the seeding; a stand-in provider answers each
// message, turning a few away as a mailbox or a carrier would. Its stamps are then moved back to
// when the run is said to have happened, as the members' sign-up stamps are (seed-members.ts): a
// write stamps now, and the seed's own SQL moves them. The credits' ledger, written once, keeps the
// seeding's time.
import { createHash, randomUUID } from 'node:crypto';
import {
  loadMessages,
  newKeyLine,
  type Database,
  type Queryable,
  type SystemRecords,
} from '../../engine/server';
import type { Region } from '../../engine/schema';
import { readConfig } from '../config';
import { membersRelation } from '../marketing/recipients';
import type { ChannelPort, Delivery, Outgoing } from '../marketing/runs/delivery';
import { makeComposer, type ComposerParts } from '../marketing/runs/run-composer';
import { sendTaskOf, type RunKey } from '../marketing/runs/run-key';
import { sendForCompany } from '../marketing/runs/run-sender';
import { startDueTasks } from '../marketing/task-runs';
import type { MarketingChannel, MarketingTask } from '../marketing/task-record';
import { scheduleNow } from '../marketing/task-schedule';
import { zonedDate } from '../../protocol/zoned-time';

/** One member in this many has a mailbox that no longer exists; one in this many a number no phone answers. */
const BOUNCING_EVERY = 20;
const UNREACHABLE_EVERY = 25;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A stand-in provider: the same answer for the same message on every seeding. */
const demoPort = (channel: MarketingChannel, answer: (message: Outgoing) => Delivery): ChannelPort => ({
  channel,
  deliver: (message) => Promise.resolve(answer(message)),
});

const DEMO_PORTS: Partial<Record<MarketingChannel, ChannelPort>> = {
  email: demoPort('email', (message) =>
    message.memberId % BOUNCING_EVERY === 3
      ? {
          kind: 'failed',
          reason: `550 5.1.1 <${message.address}>: Recipient address rejected: User unknown`,
        }
      : { kind: 'sent', ...(message.messageId ? { providerId: message.messageId } : {}) },
  ),
  sms: demoPort('sms', (message) =>
    message.memberId % UNREACHABLE_EVERY === 4
      ? { kind: 'failed', reason: '30003 Unreachable destination handset' }
      : { kind: 'sent', providerId: `SM${digest(message.sendKey)}` },
  ),
};

/** Moves the run's start and end, its send records and its task back by `ms`, as if it had run then (it was due then). */
async function backdate(q: Queryable, run: RunKey, ms: number): Promise<void> {
  const by = [ms];
  await q.query(
    `UPDATE marketing_run SET started_at = started_at - $4 * interval '1 millisecond',
            finished_at = finished_at - $4 * interval '1 millisecond'
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3`,
    [run.companyId, run.taskId, run.occurrence, ...by],
  );
  await q.query(
    `UPDATE send_record SET created_at = created_at - $4 * interval '1 millisecond',
            updated_at = updated_at - $4 * interval '1 millisecond',
            claimed_at = claimed_at - $4 * interval '1 millisecond',
            sent_at = sent_at - $4 * interval '1 millisecond'
      WHERE company_id = $1 AND task = $2 AND occurrence = $3`,
    [run.companyId, sendTaskOf(run), run.occurrence, ...by],
  );
  await q.query(
    `UPDATE res_marketing_task SET created_at = created_at - $2 * interval '1 millisecond',
            updated_at = updated_at - $2 * interval '1 millisecond'
      WHERE id = $1`,
    [run.taskId, ...by],
  );
}

/**
 * Runs the send-now `task` to its end as the dispatcher would have at `at` (ms, in the past) in the
 * company's time `zone`, its messages answered by the stand-in providers; answers its run.
 */
export async function runInThePast(
  db: Database,
  records: SystemRecords,
  task: MarketingTask,
  at: number,
  zone: string,
  region: Region,
): Promise<RunKey> {
  // The company's region prices and words its messages. The links in them are signed with a key of
  // their own, made here: these messages never leave (DEMO_PORTS), and the server's keys are not the
  // seed's to read or to make.
  const config = { ...readConfig({}), region, secretKeys: newKeyLine() };
  const zoneOf = () => Promise.resolve(zone);
  const composing: ComposerParts = { records, config, messages: loadMessages(config.localesDir), zoneOf };
  const composer = (q: Queryable, run: RunKey) => makeComposer(composing, q, run);
  const { companyId } = task;
  // Due and started at `at`, as it was saved then; its schedule is the one the task's save writes.
  await scheduleNow(db, task, at);
  await startDueTasks({ db, records, zone, today: zonedDate(at, zone), pricing: composer }, companyId, at);
  const run: RunKey = { companyId, taskId: task.id, occurrence: 'now' };
  const { rows } = await db.query<{ started: Date; status: string; reason: string | null }>(
    `SELECT started_at AS started, status, reason FROM marketing_run
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3`,
    [run.companyId, run.taskId, run.occurrence],
  );
  const started = rows[0];
  if (started?.status !== 'sending')
    throw new Error(
      `demo marketing: the run of task ${task.id} did not start: ${started?.reason ?? started?.status}`,
    );
  // Sent on `at`'s clock, so the quiet hours of the seeding's own time hold nothing back.
  const sent = await sendForCompany(
    { db, records, ports: DEMO_PORTS, composer, zoneOf, members: membersRelation(records) },
    companyId,
    randomUUID(),
    new AbortController().signal,
    () => at,
  );
  if (sent.stopped !== 'done') throw new Error(`demo marketing: the run of task ${task.id} ${sent.stopped}`);
  await db.transaction((tx) => backdate(tx, run, new Date(started.started).getTime() - at));
  return run;
}
