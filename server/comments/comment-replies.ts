// When the staff last replied to a comment (comment_reply, migration 0059): stamped by the server in
// the transaction that changes the reply, gone when the reply is emptied, and read back as the
// comment's computed `replyTime`, so no caller can write the time.
import { isoTimestamp, quoted, type ComputedSql, type Queryable } from '../../engine/server';
import type { ApiRecord } from '../../engine/server';

export const REPLY_TABLE = 'comment_reply';

const replied = (record: ApiRecord): boolean =>
  typeof record.reply === 'string' && record.reply.trim() !== '';

/** Stamps now as the reply's time when the reply changed, or drops the stamp when it was emptied. */
export async function stampReply(
  tx: Queryable,
  resource: string,
  record: ApiRecord,
  before: ApiRecord,
): Promise<void> {
  if ((record.reply ?? null) === (before.reply ?? null)) return;
  const key = [record.companyId, resource, record.id];
  if (!replied(record)) {
    await tx.query(
      'DELETE FROM comment_reply WHERE company_id = $1 AND resource = $2 AND comment_id = $3',
      key,
    );
    return;
  }
  await tx.query(
    `INSERT INTO comment_reply (company_id, resource, comment_id, replied_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (company_id, resource, comment_id) DO UPDATE SET replied_at = EXCLUDED.replied_at`,
    key,
  );
}

/** The comment's reply time as an RFC 3339 moment in UTC; null when it has no reply. */
export const replyTimeSql =
  (resource: string): ComputedSql =>
  (row) =>
    `(SELECT ${isoTimestamp('p.replied_at')} FROM comment_reply p
       WHERE p.company_id = ${row}.company_id AND p.resource = ${quoted(resource)} AND p.comment_id = ${row}.id)`;
