// Marketing messages on a member's wallet pass (issue 25 item 4; migration 0055): written in the
// sender's transaction with the change they count on his pass, so the update job
// (wallet-updates-job.ts) pushes his Apple devices, which fetch the pass and announce its new
// message field, and tells his Google object. Keyed by the sender's key: the same send written
// twice is one message and one change.
import type { Queryable } from '../../../engine/server';

/** The longest header and body a pass message holds (the table's limits, in characters). */
export const PASS_MESSAGE_LIMITS = { header: 100, body: 500 } as const;

export interface PassMessage {
  header: string;
  body: string;
  /** The sender's idempotency key; also the message's id on Google's object. */
  key: string;
}

/** A message as a pass shows it, with the change it made on the pass. */
export interface ShownMessage extends PassMessage {
  change: number;
}

/** How many of his latest messages a pass lists: its back, not an archive. */
export const SHOWN_MESSAGES = 3;

const characters = (text: string) => [...text].length;

/**
 * Puts `message` on the member's pass and counts a change on it, in the caller's transaction; false
 * when he has no pass. The pass row is locked first, so concurrent sends to one member count their
 * changes in turn and the same key written twice (even at once) is one message and one change.
 */
export async function notifyPass(
  q: Queryable,
  companyId: number,
  memberId: number,
  message: PassMessage,
): Promise<boolean> {
  for (const part of ['header', 'body'] as const)
    if (characters(message[part]) < 1 || characters(message[part]) > PASS_MESSAGE_LIMITS[part])
      throw new RangeError(`a pass message's ${part} holds 1 to ${PASS_MESSAGE_LIMITS[part]} characters`);
  const { rows } = await q.query<{ hasPass: boolean }>(
    `WITH pass AS (
       SELECT change FROM wallet_pass WHERE company_id = $1 AND member_id = $2 FOR UPDATE
     ), added AS (
       INSERT INTO wallet_pass_message (company_id, member_id, key, header, body, change)
       SELECT $1, $2, $3, $4, $5, change + 1 FROM pass
       ON CONFLICT (company_id, member_id, key) DO NOTHING
       RETURNING change
     ), counted AS (
       UPDATE wallet_pass p SET change = added.change, changed_at = clock_timestamp()
         FROM added WHERE p.company_id = $1 AND p.member_id = $2
     )
     SELECT EXISTS (SELECT 1 FROM pass) AS "hasPass"`,
    [companyId, memberId, message.key, message.header, message.body],
  );
  return rows[0]?.hasPass === true;
}

/** The member's latest messages, newest first. */
export async function shownMessages(
  db: Queryable,
  member: { companyId: number; memberId: number },
): Promise<ShownMessage[]> {
  const { rows } = await db.query<ShownMessage>(
    `SELECT key, header, body, change FROM wallet_pass_message
      WHERE company_id = $1 AND member_id = $2
      ORDER BY change DESC LIMIT $3`,
    [member.companyId, member.memberId, SHOWN_MESSAGES],
  );
  return rows;
}
