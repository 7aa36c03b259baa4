// A run's message credits (issue 25 item 2): what its queued messages cost is taken from the
// company's SMS and email credits when it starts or resumes, all or nothing, so a run starts only
// when they cover it; when it stops or finishes, what it took beyond the messages that left (sent, or
// claimed and maybe sent) goes back. `held_*` on the run is what it has taken and not given back;
// `holds` numbers the takings, so each taking and its giving back has a ledger key of its own and a
// replay moves nothing twice.
import type { Queryable } from '../../../engine/server';
import { memberLedger } from '../../members/member-ledger';
import { CREDIT_ACCOUNTS } from '../../members/message-credits';
import { sendTaskOf, type RunKey } from './run-key';

type CreditChannel = keyof typeof CREDIT_ACCOUNTS;
const CHANNELS: readonly CreditChannel[] = ['email', 'sms'];

/** Credits per channel of the run's send records in `statuses`. */
async function costOf(q: Queryable, run: RunKey, statuses: readonly string[]) {
  const { rows } = await q.query<{ channel: CreditChannel; cost: string }>(
    `SELECT channel, sum(cost) AS cost FROM send_record
      WHERE company_id = $1 AND task = $2 AND occurrence = $3 AND status = ANY($4::text[])
        AND channel IN ('email', 'sms') GROUP BY channel`,
    [run.companyId, sendTaskOf(run), run.occurrence, statuses],
  );
  const cost: Record<CreditChannel, number> = { email: 0, sms: 0 };
  for (const row of rows) cost[row.channel] = Number(row.cost);
  return cost;
}

async function move(
  q: Queryable,
  run: RunKey,
  key: string,
  amounts: Record<CreditChannel, number>,
  type: 'send' | 'refund',
) {
  const moved = CHANNELS.filter((channel) => amounts[channel] !== 0);
  if (moved.length === 0) return;
  // A transaction moves an account once: the used account takes both channels' credits together.
  const postings = [
    ...moved.map((channel) => ({ account: CREDIT_ACCOUNTS[channel], amount: -amounts[channel], type })),
    {
      account: 'creditsUsed' as const,
      amount: moved.reduce((sum, channel) => sum + amounts[channel], 0),
      type,
    },
  ];
  await memberLedger.post(q, {
    companyId: run.companyId,
    key,
    postings,
    source: { kind: 'marketingRun', id: `${sendTaskOf(run)}:${run.occurrence}` },
  });
}

/**
 * Takes what the run's queued messages cost, in the caller's transaction (the run's row locked);
 * refused as insufficient funds when a channel's credits fall short.
 */
export async function holdCredits(q: Queryable, run: RunKey): Promise<void> {
  const queued = await costOf(q, run, ['queued']);
  const { rows } = await q.query<{ holds: number }>(
    `UPDATE marketing_run SET holds = holds + 1, held_email = held_email + $4, held_sms = held_sms + $5
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3 RETURNING holds`,
    [run.companyId, run.taskId, run.occurrence, queued.email, queued.sms],
  );
  const holds = rows[0]?.holds ?? 0;
  await move(q, run, `mkt:${sendTaskOf(run)}:${run.occurrence}:hold:${holds}`, queued, 'send');
}

/** Gives back what the run holds beyond the messages that left; in the caller's transaction. */
export async function settleCredits(q: Queryable, run: RunKey): Promise<void> {
  const { rows } = await q.query<{ holds: number; held_email: number; held_sms: number }>(
    `SELECT holds, held_email, held_sms FROM marketing_run
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3 FOR UPDATE`,
    [run.companyId, run.taskId, run.occurrence],
  );
  const held = rows[0];
  if (!held) return;
  const left = await costOf(q, run, ['sent', 'sending']);
  const back = { email: held.held_email - left.email, sms: held.held_sms - left.sms };
  if (back.email <= 0 && back.sms <= 0) return;
  await q.query(
    `UPDATE marketing_run SET held_email = held_email - $4, held_sms = held_sms - $5
      WHERE company_id = $1 AND task_id = $2 AND occurrence = $3`,
    [run.companyId, run.taskId, run.occurrence, Math.max(back.email, 0), Math.max(back.sms, 0)],
  );
  await move(
    q,
    run,
    `mkt:${sendTaskOf(run)}:${run.occurrence}:settle:${held.holds}`,
    { email: -Math.max(back.email, 0), sms: -Math.max(back.sms, 0) },
    'refund',
  );
}
