// Send records (migration 0051, ARCHITECTURE.md "Exactly-once sending"): a message to a member is
// one row per task, occurrence, member and channel, claimed (written 'sending' and committed)
// before the message leaves and marked after. A job works from these rows, never from a cursor: a
// claimed row is never claimed again, except one the server refused ('failed'), a few times. A row
// left 'sending' by a crash stays so: its message may have left, and a second one is the worse fault.
import type { Queryable } from '../../../engine/server';

export type SendChannel = 'email' | 'sms';

export interface SendKey {
  companyId: number;
  task: string;
  occurrence: string;
  memberId: number;
  channel: SendChannel;
}

/** How many times a refused message is tried in all. */
export const SEND_ATTEMPTS = 3;

const KEY_COLUMNS = 'company_id = $1 AND task = $2 AND occurrence = $3 AND member_id = $4 AND channel = $5';
const keyValues = (key: SendKey) => [key.companyId, key.task, key.occurrence, key.memberId, key.channel];

/** SQL true while the row `alias` still wants sending: none, or refused fewer than SEND_ATTEMPTS times. */
export const unsettledSendSql = (alias: string): string =>
  `(${alias}.status IS NULL OR (${alias}.status = 'failed' AND ${alias}.attempts < ${SEND_ATTEMPTS}))`;

/** Claims the send; false when another run has it, or it was sent, skipped or refused too often. */
export async function claimSend(q: Queryable, key: SendKey): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status)
     VALUES ($1, $2, $3, $4, $5, 'sending')
     ON CONFLICT (company_id, task, occurrence, member_id, channel) DO UPDATE
       SET status = 'sending', attempts = send_record.attempts + 1, reason = NULL, updated_at = now()
       WHERE send_record.status = 'failed' AND send_record.attempts < ${SEND_ATTEMPTS}`,
    keyValues(key),
  );
  return rowCount === 1;
}

/**
 * Records a message that cannot be sent at all (a member without an address), once; a refused one
 * whose address is gone since is settled so too, never tried again.
 */
export async function recordSkipped(q: Queryable, key: SendKey, reason: string): Promise<void> {
  await q.query(
    `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status, reason)
     VALUES ($1, $2, $3, $4, $5, 'skipped', left($6, 2000))
     ON CONFLICT (company_id, task, occurrence, member_id, channel) DO UPDATE
       SET status = 'skipped', reason = excluded.reason, updated_at = now()
       WHERE send_record.status = 'failed'`,
    [...keyValues(key), reason],
  );
}

/** Marks a claimed send's end: sent, or refused with the server's reason. */
export async function markSend(
  q: Queryable,
  key: SendKey,
  outcome: { mailId: number; error: string | null },
): Promise<void> {
  await q.query(
    `UPDATE send_record SET status = CASE WHEN $7::text IS NULL THEN 'sent' ELSE 'failed' END,
            reason = left($7, 2000), mail_id = $6, updated_at = now(),
            sent_at = CASE WHEN $7::text IS NULL THEN now() END
      WHERE ${KEY_COLUMNS} AND status = 'sending'`,
    [...keyValues(key), outcome.mailId, outcome.error],
  );
}
