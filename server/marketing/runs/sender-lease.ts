// One sender per company at a time, on any server (migration 0053 marketing_sender): the job holding
// the lease beats it before every batch; a lease not beaten for its length (LEASE_MS unless the
// server's MARKETING_LEASE_SECONDS says) is a dead server's and the next dispatch job takes it over.
// Whatever that dead sender had claimed ('sending') is settled on taking over: see recoverClaimed.
import type { Queryable } from '../../../engine/server';
import { MARKETING_SEND_SQL } from './run-key';

/** How long a silent lease holds unless the server says: several batches' length, far below a job's retry. */
export const LEASE_MS = 30_000;

/** Takes the company's lease for the job; false while another live job holds it. */
export async function takeLease(
  q: Queryable,
  companyId: number,
  jobId: string,
  leaseMs: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO marketing_sender (company_id, job_id, beat_at) VALUES ($1, $2, now())
     ON CONFLICT (company_id) DO UPDATE SET job_id = $2, beat_at = now()
       WHERE marketing_sender.job_id = $2 OR marketing_sender.beat_at < now() - $3 * interval '1 millisecond'`,
    [companyId, jobId, leaseMs],
  );
  return rowCount === 1;
}

/** Beats the lease; false when it was lost (this server was silent too long): stop sending. */
export async function beatLease(q: Queryable, companyId: number, jobId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE marketing_sender SET beat_at = now() WHERE company_id = $1 AND job_id = $2',
    [companyId, jobId],
  );
  return rowCount === 1;
}

export async function releaseLease(q: Queryable, companyId: number, jobId: string): Promise<void> {
  await q.query('DELETE FROM marketing_sender WHERE company_id = $1 AND job_id = $2', [companyId, jobId]);
}

/**
 * Settles what a dead sender left claimed, once the lease is ours: claims older than a lease, which
 * no live sender can hold (it beats its lease while its messages are under way). An
 * email goes back to the queue: it is sent again under the same Message-ID, which a mailbox keeps
 * once. A wallet notification's claim and its writing are one transaction, so none is left. An SMS
 * may have reached the phone and has no such identity: it is settled as failed, "unconfirmed", not
 * sent twice.
 */
export async function recoverClaimed(q: Queryable, companyId: number, leaseMs: number): Promise<void> {
  await q.query(
    `UPDATE send_record s SET status = 'queued', reason = 'recovered', updated_at = now()
      WHERE s.company_id = $1 AND s.status = 'sending' AND s.channel IN ('email', 'wallet') AND ${MARKETING_SEND_SQL}
        AND s.claimed_at < now() - $2 * interval '1 millisecond'`,
    [companyId, leaseMs],
  );
  await q.query(
    `UPDATE send_record s SET status = 'failed', reason = 'unconfirmed', updated_at = now()
      WHERE s.company_id = $1 AND s.status = 'sending' AND s.channel = 'sms' AND ${MARKETING_SEND_SQL}
        AND s.claimed_at < now() - $2 * interval '1 millisecond'`,
    [companyId, leaseMs],
  );
}
