// Claiming a batch of a run's queued messages on one channel, under the company's claim lock so two
// senders never count a member's messages at once: a member who has withdrawn his consent since the
// run started (or his address), or who has had the frequency cap's messages on the channel in its window, is settled
// 'skipped' with the reason; the rest are claimed ('sending', committed before anything leaves).
import type { Queryable } from '../../../engine/server';
import { consentingSql } from '../consent/consent';
import { hasAddressSql } from '../recipients';
import type { MarketingChannel } from '../task-record';
import { MARKETING_SEND_SQL, sendTaskOf, type RunKey } from './run-key';
import type { SendSettings } from './send-settings';

export interface Claimed {
  memberId: number;
  cost: number;
  /** How many times it was claimed: a second claim of an email is its resending. */
  attempts: number;
}

interface Candidate {
  member_id: number;
  cost: number;
  attempts: number;
  consenting: boolean;
  recent: number;
}

/** Claims up to `limit` due queued messages; skipped ones are settled on the way. */
export async function claimBatch(
  tx: Queryable,
  /** The member records, as `membersRelation` reads them. */
  members: string,
  run: RunKey,
  channel: MarketingChannel,
  frequency: SendSettings['frequency'],
  limit: number,
): Promise<Claimed[]> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('marketing-claim'), $1)`, [run.companyId]);
  const key = [run.companyId, sendTaskOf(run), run.occurrence, channel];
  const { rows } = await tx.query<Candidate>(
    `SELECT s.member_id, s.cost, s.attempts,
            coalesce(${consentingSql('m', '$4')} AND ${hasAddressSql(channel)}, false) AS consenting,
            (SELECT count(*)::int FROM send_record r
              WHERE r.company_id = s.company_id AND r.member_id = s.member_id AND r.channel = $4
                AND r.status IN ('sending', 'sent') AND r.claimed_at > now() - $6 * interval '1 day'
                AND ${MARKETING_SEND_SQL.replaceAll('s.', 'r.')}) AS recent
       FROM send_record s LEFT JOIN ${members} m ON m.company_id = s.company_id AND m.id = s.member_id
      WHERE s.company_id = $1 AND s.task = $2 AND s.occurrence = $3 AND s.channel = $4
        AND s.status = 'queued' AND (s.not_before IS NULL OR s.not_before <= now())
      ORDER BY s.member_id LIMIT $5`,
    [...key, limit, frequency.days],
  );
  const skip = (reason: string, members: number[]) =>
    members.length === 0
      ? Promise.resolve()
      : tx.query(
          `UPDATE send_record SET status = 'skipped', reason = $6, updated_at = now()
            WHERE company_id = $1 AND task = $2 AND occurrence = $3 AND channel = $4
              AND member_id = ANY($5::int[]) AND status = 'queued'`,
          [...key, members, reason],
        );
  await skip(
    'unreachable',
    rows.filter((row) => !row.consenting).map((row) => row.member_id),
  );
  await skip(
    'frequencyCap',
    rows.filter((row) => row.consenting && row.recent >= frequency.cap).map((row) => row.member_id),
  );
  const claimed = rows.filter((row) => row.consenting && row.recent < frequency.cap);
  if (claimed.length === 0) return [];
  await tx.query(
    `UPDATE send_record SET status = 'sending', attempts = attempts + 1, claimed_at = now(), updated_at = now()
      WHERE company_id = $1 AND task = $2 AND occurrence = $3 AND channel = $4
        AND member_id = ANY($5::int[]) AND status = 'queued'`,
    [...key, claimed.map((row) => row.member_id)],
  );
  return claimed.map((row) => ({ memberId: row.member_id, cost: row.cost, attempts: row.attempts + 1 }));
}
