// The sender of one company's runs (issue 25 item 3): holding the company's lease, it claims a batch
// of one run's queued messages on one channel at a time, takes their slots under the channel's cap,
// hands each over when its slot comes and writes how it ended, until nothing is left, the quiet hours
// begin, the job is aborted or the lease is lost. It resumes from the send records alone, so a
// restart, a second server or a retried job sends nothing twice and leaves nothing behind.
import type { Database, Queryable, SystemRecords } from '../../../engine/server';
import type { MarketingChannel } from '../task-record';
import { claimBatch, type Claimed } from './claim-batch';
import { isUnwritten, type ChannelPort, type Delivery, type Outgoing, type Unwritten } from './delivery';
import { markDelivery } from './mark-delivery';
import { quietUntil } from './quiet-hours';
import { finishRunIfDone } from './run-finish';
import { sendTaskOf, type RunKey } from './run-key';
import { ChannelTurns } from './channel-turns';
import { beatLease, LEASE_MS, recoverClaimed, releaseLease, takeLease } from './sender-lease';
import { slotSpacing, takeSlots } from './send-pace';
import { sendSettings, type SendSettings } from './send-settings';

/** What a run sends, made once per run: each batch's messages, rendered for their members. */
export interface Composer {
  /** Each member's message, or why his cannot be written (a template that fails for his values). */
  compose(
    q: Queryable,
    channel: MarketingChannel,
    claimed: readonly Claimed[],
  ): Promise<Map<number, Outgoing | Unwritten>>;
  /** Credits each member's message will take on the channel (an SMS's segments). */
  costs(q: Queryable, channel: MarketingChannel, memberIds: readonly number[]): Promise<Map<number, number>>;
}

export interface SenderParts {
  db: Database;
  records: SystemRecords;
  ports: Partial<Record<MarketingChannel, ChannelPort>>;
  composer(q: Queryable, run: RunKey): Promise<Composer>;
  /** The company's time zone. */
  zoneOf(q: Queryable, companyId: number): Promise<string>;
  /** Members read as the claim joins them (recipients.ts membersRelation). */
  members: string;
  /** How long the company's lease holds unbeaten (ms); LEASE_MS unless the server's config says. */
  leaseMs?: number;
}

export interface SenderOutcome {
  /** false when another sender holds the company. */
  ran: boolean;
  sent: number;
  /** Why it stopped: nothing left, quiet hours, lost lease, aborted, or only throttled messages left. */
  stopped: 'done' | 'quiet' | 'lost' | 'aborted' | 'waiting';
}

const BATCH_LIMIT = 200;
/**
 * A wait this sender sits out (a throttled message's, a dead sender's claims' until they are a lease
 * old); a longer one is the next dispatch's.
 */
const LONGEST_WAIT_MS = 20_000;
/** The least a waiting sender sleeps before it looks again. */
const SHORTEST_WAIT_MS = 10;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

interface OpenRun extends RunKey {
  channels: MarketingChannel[];
}

async function openRuns(q: Queryable, companyId: number): Promise<OpenRun[]> {
  const { rows } = await q.query<{ taskId: number; occurrence: string; channels: MarketingChannel[] | null }>(
    `SELECT r.task_id AS "taskId", r.occurrence,
            (SELECT array_agg(DISTINCT s.channel) FROM send_record s
              WHERE s.company_id = r.company_id AND s.task = CASE WHEN r.task_id = 0 THEN 'birthday'
                    ELSE 'marketing:' || r.task_id END AND s.occurrence = r.occurrence
                AND s.status = 'queued' AND (s.not_before IS NULL OR s.not_before <= now())) AS channels
       FROM marketing_run r WHERE r.company_id = $1 AND r.status = 'sending' ORDER BY r.started_at, r.task_id`,
    [companyId],
  );
  return rows.map((row) => ({ companyId, ...row, channels: row.channels ?? [] }));
}

/**
 * How long until the company's sending runs have work again (ms), if they have any left: a throttled
 * message's wait, or a dead sender's claim's until it is a lease old. Reckoned on the database's
 * clock, which is the one the claims and their recovery read.
 */
async function nextRetry(q: Queryable, companyId: number, leaseMs: number): Promise<number | null> {
  // A claim still 'sending' once this sender's own batches have ended is a dead sender's: it can be
  // settled when it is a lease old (recoverClaimed), which is then this sender's next work.
  const { rows } = await q.query<{ wait: number | null }>(
    `SELECT (extract(epoch FROM min(CASE WHEN s.status = 'queued' THEN s.not_before
                     ELSE s.claimed_at + $2 * interval '1 millisecond' END) - now()) * 1000)::float8 AS wait
       FROM send_record s JOIN marketing_run r
         ON r.company_id = s.company_id AND r.occurrence = s.occurrence AND r.status = 'sending'
        AND s.task = CASE WHEN r.task_id = 0 THEN 'birthday' ELSE 'marketing:' || r.task_id END
      WHERE s.company_id = $1 AND s.status IN ('queued', 'sending')`,
    [companyId, leaseMs],
  );
  const wait = rows[0]?.wait;
  // Null when nothing is left to send or to settle.
  return wait === null || wait === undefined ? null : Math.max(0, Number(wait));
}

/** Fails the run's queued messages on a channel this server cannot send on; answers how many. */
async function failUnsendable(db: Queryable, run: RunKey, channel: MarketingChannel): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE send_record SET status = 'failed', reason = 'channelUnavailable', updated_at = now()
      WHERE company_id = $1 AND task = $2 AND occurrence = $3 AND channel = $4 AND status = 'queued'`,
    [run.companyId, sendTaskOf(run), run.occurrence, channel],
  );
  return rowCount ?? 0;
}

class CompanySender {
  readonly #composers = new Map<string, Composer>();
  /** Per channel, its hand-offs one after another (channel-turns.ts). */
  readonly #turns = new Map<MarketingChannel, ChannelTurns>();
  sent = 0;

  constructor(
    private readonly parts: SenderParts,
    private readonly companyId: number,
    private readonly jobId: string,
    private readonly settings: SendSettings,
    /** How often it beats its lease while a batch is under way: well inside the lease. */
    private readonly beatMs: number,
  ) {}

  #turnsOf(channel: MarketingChannel): ChannelTurns {
    const turns = this.#turns.get(channel) ?? new ChannelTurns();
    this.#turns.set(channel, turns);
    return turns;
  }

  async #composer(run: RunKey): Promise<Composer> {
    const key = `${sendTaskOf(run)}:${run.occurrence}`;
    const known = this.#composers.get(key);
    if (known) return known;
    const made = await this.parts.composer(this.parts.db, run);
    this.#composers.set(key, made);
    return made;
  }

  /** Sends one batch of the run's channel; answers how many it claimed, or null when the lease is lost. */
  async batch(run: OpenRun, channel: MarketingChannel): Promise<number | null> {
    const port = this.parts.ports[channel];
    const { db } = this.parts;
    // A channel this server cannot send on (SMS with no provider) fails its messages, so the run ends.
    if (!port) return failUnsendable(db, run, channel);
    if (!(await beatLease(db, this.companyId, this.jobId))) return null;
    const perSecond = this.settings.perSecond[channel];
    const limit = Math.min(BATCH_LIMIT, Math.max(1, perSecond * 2));
    const composer = await this.#composer(run);
    const claimed = await db.transaction(async (tx) => {
      // The run is read again under the claim: a stop committed meanwhile claims nothing more.
      const { rows } = await tx.query(
        `SELECT 1 FROM marketing_run WHERE company_id = $1 AND task_id = $2 AND occurrence = $3
            AND status = 'sending' FOR SHARE`,
        [run.companyId, run.taskId, run.occurrence],
      );
      if (rows.length === 0) return [];
      return claimBatch(tx, this.parts.members, run, channel, this.settings.frequency, limit);
    });
    if (claimed.length === 0) return 0;
    const messages = await composer.compose(db, channel, claimed);
    const slots = await takeSlots(db, this.companyId, channel, perSecond, claimed.length);
    const spacing = slotSpacing(perSecond);
    // The lease is beaten while the batch is under way, so no server takes over messages in flight.
    const beating = setInterval(
      () => void beatLease(db, this.companyId, this.jobId).catch(() => false),
      this.beatMs,
    );
    try {
      const ends = await Promise.allSettled(
        claimed.map(async ({ memberId }, index) => {
          const message = messages.get(memberId);
          const handedOver = await this.#turnsOf(channel).turn(slots[index] ?? 0, spacing, perSecond);
          let delivery: Delivery;
          try {
            delivery =
              message === undefined
                ? { kind: 'failed', reason: 'unreachable' }
                : isUnwritten(message)
                  ? { kind: 'failed', reason: message.failed }
                  : await port.deliver(message);
          } finally {
            handedOver();
          }
          await markDelivery(db, run, channel, memberId, delivery);
          if (delivery.kind === 'sent') this.sent += 1;
        }),
      );
      const failure = ends.find((end) => end.status === 'rejected');
      if (failure) throw failure.reason;
    } finally {
      clearInterval(beating);
    }
    return claimed.length;
  }
}

/** Sends the company's runs until one of the sender's stops; see SenderOutcome. */
export async function sendForCompany(
  parts: SenderParts,
  companyId: number,
  jobId: string,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<SenderOutcome> {
  const { db, records } = parts;
  const leaseMs = parts.leaseMs ?? LEASE_MS;
  if (!(await takeLease(db, companyId, jobId, leaseMs))) return { ran: false, sent: 0, stopped: 'lost' };
  const settings = await sendSettings(records, companyId);
  const sender = new CompanySender(parts, companyId, jobId, settings, leaseMs / 3);
  const outcome = (stopped: SenderOutcome['stopped']): SenderOutcome => ({
    ran: true,
    sent: sender.sent,
    stopped,
  });
  try {
    await recoverClaimed(db, companyId, leaseMs);
    const zone = await parts.zoneOf(db, companyId);
    for (;;) {
      if (signal.aborted) return outcome('aborted');
      if (quietUntil(settings.quietHours, zone, now()) !== null) return outcome('quiet');
      let claimedAny = false;
      for (const run of await openRuns(db, companyId)) {
        for (const channel of run.channels) {
          if (quietUntil(settings.quietHours, zone, now()) !== null) return outcome('quiet');
          const claimed = await sender.batch(run, channel);
          if (claimed === null) return outcome('lost');
          if (claimed > 0) claimedAny = true;
        }
        await db.transaction((tx) => finishRunIfDone(tx, records.within(tx), run));
      }
      if (claimedAny) continue;
      const wait = await nextRetry(db, companyId, leaseMs);
      if (wait === null) return outcome('done');
      if (wait > LONGEST_WAIT_MS) return outcome('waiting');
      // Waited in steps well inside the lease, each beating it, so no other sender takes over
      // meanwhile; never for nothing, since a claim is settled only once strictly a lease old.
      await sleep(Math.max(SHORTEST_WAIT_MS, Math.min(wait, leaseMs / 3)));
      if (!(await beatLease(db, companyId, jobId))) return outcome('lost');
      await recoverClaimed(db, companyId, leaseMs);
    }
  } finally {
    await releaseLease(db, companyId, jobId);
  }
}
