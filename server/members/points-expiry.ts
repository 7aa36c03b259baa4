// Points expire as their lots reach their expiry (issue 23 item 1): a recurring durable job per
// company with lots due, once an hour at most, expiring them in batches through the ledger. Each
// batch commits on its own and a run again finds only what is left, so a retried or resumed job
// neither expires a lot twice nor skips one. Until a lot's run, its points cannot be spent
// (ledger_post takes only from lots not past their expiry).
import type { JobContext, JobKindOptions, RecurringPayload } from '../../engine/server';
import { memberLedger } from './member-ledger';

export const POINTS_EXPIRY_JOB = 'members.expirePoints';

/**
 * Lots expired per transaction: few commits, at the price of the points accounts of a batch's
 * members locked for a second or two, and with them the company's points postings that wait on its
 * counter-accounts behind one of them (balances stay free). Only a backlog as large as the bench's
 * makes batches this full. Measured at a million members (`npm run bench -- --only ledger`,
 * docs/benchmarks.md): 20,000 a batch expired 22% faster than 5,000, 40,000 no faster.
 */
const BATCH = 20_000;

/**
 * Workers side by side, each on its own shard of the accounts (ledger_expire_due): one per core of
 * the machines measured. On the embedded engine, whose one session runs a statement at a time,
 * they take turns.
 */
const SHARDS = 2;

export async function expirePoints({ db, payload, progress, signal }: JobContext<RecurringPayload>) {
  let expired = 0;
  // A worker that fails stops the other after its batch: the job's retry starts both again.
  let failed = false;
  const worker = async (index: number) => {
    try {
      while (!failed) {
        if (signal.aborted) throw new Error('jobs:errors.stopped');
        const lots = await db.transaction((tx) =>
          memberLedger.expireDue(tx, payload.companyId, new Date(), BATCH, { index, of: SHARDS }),
        );
        if (lots === 0) return;
        expired += lots;
        await progress(expired, null);
      }
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  // Both workers end before the run does, so a retry never overlaps the other's last batch.
  const ended = await Promise.allSettled(Array.from({ length: SHARDS }, (_, index) => worker(index)));
  for (const end of ended) if (end.status === 'rejected') throw end.reason;
  return { expired };
}

export const POINTS_EXPIRY_OPTIONS: JobKindOptions<RecurringPayload> = {
  recurs: { everyMinutes: 60, due: (q, now) => memberLedger.companiesWithDueLots(q, now) },
};
