// Single-use mailed links (migrations/0007 account_link): a password reset, a manager key reset, an
// invitation. The token travels in the link only; the table keeps its SHA-256.
import type { Queryable } from '../../engine/server';
import { hashToken, newToken } from './tokens';

export type LinkPurpose = 'passwordReset' | 'managerKeyReset' | 'invitation';

export interface AccountLink {
  id: number;
  email: string;
  /** The account a reset is for. */
  user_id: number | null;
  /** The company an invitation is to. */
  company_id: number | null;
  /** Who invited. */
  created_by: number | null;
  /** An invitation's account fields, as its author chose them. */
  details: Record<string, unknown>;
}

export interface NewAccountLink {
  purpose: LinkPurpose;
  email: string;
  validMinutes: number;
  userId?: number;
  companyId?: number | null;
  createdBy?: number;
  details?: Record<string, unknown>;
}

/** Stores a new link and answers its token, to be mailed. */
export async function createLink(db: Queryable, link: NewAccountLink): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO account_link (purpose, token_hash, email, user_id, company_id, created_by, details, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
    [
      link.purpose,
      hashToken(token),
      link.email,
      link.userId ?? null,
      link.companyId ?? null,
      link.createdBy ?? null,
      JSON.stringify(link.details ?? {}),
      link.validMinutes,
    ],
  );
  return token;
}

/** The link a token opens when it is still usable; undefined when unknown, used or expired. */
export async function findLiveLink(
  db: Queryable,
  purpose: LinkPurpose,
  token: string,
): Promise<AccountLink | undefined> {
  const { rows } = await db.query<AccountLink>(
    `SELECT id, email, user_id, company_id, created_by, details FROM account_link
      WHERE purpose = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [purpose, hashToken(token)],
  );
  return rows[0];
}

/** Uses a link up; false when a concurrent call used it first, so a link works exactly once. */
export async function useLink(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE account_link SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()',
    [id],
  );
  return rowCount === 1;
}

/** Uses up every live link of a purpose for an account: after a reset, older mails open nothing. */
export async function burnLinks(db: Queryable, purpose: LinkPurpose, userId: number): Promise<void> {
  await db.query(
    'UPDATE account_link SET used_at = now() WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL',
    [purpose, userId],
  );
}
