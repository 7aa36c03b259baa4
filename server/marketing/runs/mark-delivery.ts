// A claimed message's end, written as soon as its channel answers: sent (with the provider's id and
// the outbox row of an email), failed with the reason, or back in the queue after the wait a
// throttling provider asked for, its claim not counted against it.
import type { Queryable } from '../../../engine/server';
import type { MarketingChannel } from '../task-record';
import type { Delivery } from './delivery';
import { sendTaskOf, type RunKey } from './run-key';

export async function markDelivery(
  q: Queryable,
  run: RunKey,
  channel: MarketingChannel,
  memberId: number,
  delivery: Delivery,
): Promise<void> {
  const key = [run.companyId, sendTaskOf(run), run.occurrence, channel, memberId];
  const where = `company_id = $1 AND task = $2 AND occurrence = $3 AND channel = $4 AND member_id = $5
                 AND status = 'sending'`;
  switch (delivery.kind) {
    case 'sent':
      await q.query(
        `UPDATE send_record SET status = 'sent', sent_at = now(), updated_at = now(), reason = NULL,
                provider_id = $6, mail_id = $7 WHERE ${where}`,
        [...key, delivery.providerId ?? null, delivery.mailId ?? null],
      );
      return;
    case 'failed':
      await q.query(
        `UPDATE send_record SET status = 'failed', reason = left($6, 2000), updated_at = now() WHERE ${where}`,
        [...key, delivery.reason],
      );
      return;
    case 'throttled':
      await q.query(
        // Throttled for a day since its run began, it fails, so no run stays open for ever.
        `UPDATE send_record SET attempts = attempts - 1, updated_at = now(),
                status = CASE WHEN created_at < now() - interval '1 day' THEN 'failed' ELSE 'queued' END,
                reason = CASE WHEN created_at < now() - interval '1 day' THEN 'throttledTooLong' ELSE 'throttled' END,
                not_before = now() + $6 * interval '1 millisecond' WHERE ${where}`,
        [...key, delivery.retryAfterMs],
      );
  }
}
