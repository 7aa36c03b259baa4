// A run starting (issue 25 item 3): its recipients are fixed at once, one 'queued' send record per
// consenting member with an address on each channel, with what the message will cost, and the cost
// is taken from the company's credits in the same transaction, so a run whose credits fall short
// leaves no record but its own, 'unfunded'. A run already started is left as it is: a retried or
// doubled start queues nothing twice.
import { Status } from '../../../engine/protocol';
import {
  BusinessError,
  SqlParams,
  type Database,
  type Queryable,
  type SystemRecords,
} from '../../../engine/server';
import { filterConditions, membersRelation, reachableSql } from '../recipients';
import type { MarketingChannel, MessageDraft, RecipientFilter } from '../task-record';
import { holdCredits } from './run-credits';
import type { Composer } from './run-sender';
import { sendTaskOf, type RunKey } from './run-key';

export interface RunStart extends RunKey {
  kind: 'task' | 'birthday';
  /** The task's name as it is now; empty for the birthday run. */
  name: string;
  dueAt: Date;
  /** What it sends, kept with the run as it is now. */
  message: MessageDraft;
  /** Which members; the birthday run adds its own condition. */
  filter: RecipientFilter;
  /** Extra SQL conditions on `m` with their values appended to the filter's (the birthday run's). */
  extra?: (params: SqlParams) => string[];
  /** The company's calendar day at the run's start. */
  today: string;
  /**
   * What prices the run's messages (its composer: an SMS's segments for each member), made once the
   * run's row is written, once per start.
   */
  pricing: (q: Queryable, run: RunKey) => Promise<Pick<Composer, 'costs'>>;
}

export type RunStartOutcome = 'started' | 'unfunded' | 'exists';

/** Member ids reached on a channel, in order. */
async function reachable(q: Queryable, records: SystemRecords, start: RunStart, channel: MarketingChannel) {
  const params = new SqlParams();
  const where = [
    `m.company_id = ${params.add(start.companyId)}`,
    ...filterConditions(start.filter, params, start.today),
    ...(start.extra?.(params) ?? []),
    reachableSql(channel),
  ];
  const { rows } = await q.query<{ id: number }>(
    `SELECT m.id FROM ${membersRelation(records)} m WHERE ${where.join(' AND ')} ORDER BY m.id`,
    params.values,
  );
  return rows.map((row) => row.id);
}

/** Writes the channel's queued records, priced a thousand at a time. */
async function queue(
  q: Queryable,
  start: RunStart,
  pricer: Pick<Composer, 'costs'>,
  channel: MarketingChannel,
  members: number[],
) {
  const CHUNK = 1000;
  for (let at = 0; at < members.length; at += CHUNK) {
    const ids = members.slice(at, at + CHUNK);
    const costs = await pricer.costs(q, channel, ids);
    await q.query(
      `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status, attempts, cost)
       SELECT $1, $2, $3, r.member, $4, 'queued', 0, r.cost
         FROM unnest($5::int[], $6::int[]) AS r(member, cost)
       ON CONFLICT DO NOTHING`,
      [
        start.companyId,
        sendTaskOf(start),
        start.occurrence,
        channel,
        ids,
        ids.map((id) => costs.get(id) ?? 0),
      ],
    );
  }
}

/** Starts the run: 'exists' when it was started before, 'unfunded' when the credits fall short. */
export async function startRun(
  db: Database,
  records: SystemRecords,
  start: RunStart,
): Promise<RunStartOutcome> {
  const key = [start.companyId, start.taskId, start.occurrence];
  try {
    return await db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `INSERT INTO marketing_run (company_id, task_id, occurrence, kind, name, status, due_at, message)
         VALUES ($1, $2, $3, $4, $5, 'sending', $6, $7) ON CONFLICT DO NOTHING`,
        [...key, start.kind, start.name, start.dueAt, JSON.stringify(start.message)],
      );
      if (rowCount === 0) return 'exists';
      const reached = new Set<number>();
      const pricer = await start.pricing(tx, start);
      for (const channel of start.message.channels) {
        const members = await reachable(tx, records.within(tx), start, channel);
        for (const id of members) reached.add(id);
        await queue(tx, start, pricer, channel, members);
      }
      await tx.query(
        'UPDATE marketing_run SET recipients = $4 WHERE company_id = $1 AND task_id = $2 AND occurrence = $3',
        [...key, reached.size],
      );
      await holdCredits(tx, start);
      return 'started';
    });
  } catch (error) {
    if (!(error instanceof BusinessError) || error.entry !== Status.insufficientFunds) throw error;
    await db.query(
      `INSERT INTO marketing_run (company_id, task_id, occurrence, kind, status, due_at, finished_at)
       VALUES ($1, $2, $3, $4, 'unfunded', $5, now()) ON CONFLICT DO NOTHING`,
      [...key, start.kind, start.dueAt],
    );
    return 'unfunded';
  }
}
