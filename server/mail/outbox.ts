// The outbox table (migrations/0007): every mail with its delivery status.
import type { Language, Queryable } from '../../engine/server';
import type { MailPurpose, WrittenMailPurpose } from './mail-texts';

/** kept: no SMTP, the outbox is the delivery; sending, sent, failed: over SMTP. */
export type MailStatus = 'kept' | 'sending' | 'sent' | 'failed';
export const MAIL_STATUSES: readonly MailStatus[] = ['kept', 'sending', 'sent', 'failed'];

export interface OutboxEntry {
  id: number;
  purpose: MailPurpose | WrittenMailPurpose;
  recipient: string;
  language: Language;
  subject: string;
  /** The text, kept only when the outbox is the delivery. */
  body: string | null;
  status: MailStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface NewOutboxEntry {
  purpose: MailPurpose | WrittenMailPurpose;
  recipient: string;
  language: Language;
  subject: string;
  body: string | null;
  status: 'kept' | 'sending';
}

export async function recordMail(db: Queryable, entry: NewOutboxEntry): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (purpose, recipient, language, subject, body, status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [entry.purpose, entry.recipient, entry.language, entry.subject, entry.body, entry.status],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT mail_outbox returned no id');
  return id;
}

/** The end of an SMTP delivery: sent, or failed with the server's reason. */
export async function recordDelivery(db: Queryable, id: number, error: string | null): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = $2, error = $3, sent_at = CASE WHEN $3::text IS NULL THEN now() END
      WHERE id = $1`,
    [id, error === null ? 'sent' : 'failed', error],
  );
}

export interface OutboxFilter {
  /** Part of the recipient's address, whatever the case. */
  recipient?: string;
  status?: MailStatus;
  limit: number;
  offset: number;
}

/** A page of the outbox, newest first, with the total that matches. */
export async function readOutbox(
  db: Queryable,
  filter: OutboxFilter,
): Promise<{ rows: OutboxEntry[]; count: number }> {
  const where = `($1::text IS NULL OR strpos(lower(recipient), lower($1)) > 0) AND ($2::text IS NULL OR status = $2)`;
  const params = [filter.recipient ?? null, filter.status ?? null];
  const [page, total] = await Promise.all([
    db.query<OutboxEntry>(
      `SELECT id, purpose, recipient, language, subject, body, status, error,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
              to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt"
         FROM mail_outbox WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE ${where}`, params),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}
