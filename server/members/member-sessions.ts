// A member's sessions on his own page (migrations/0042_member_sessions.sql): a random token, kept as
// its SHA-256 only, for a fixed time from his sign-in. Apart from the staff's sessions, so a member's
// token reaches his own page only.
import type { Queryable } from '../../engine/server';
import { hashToken, newToken } from '../auth/tokens';

/** How long a sign-in lasts: a phone's page stays signed in as an app would. */
export const MEMBER_SESSION_DAYS = 30;

export interface MemberSession {
  sessionId: number;
  companyId: number;
  memberId: number;
}

export async function createMemberSession(
  db: Queryable,
  companyId: number,
  memberId: number,
): Promise<string> {
  const token = newToken();
  // His ended and expired sign-ins go as he makes a new one, so the table holds what is live.
  await db.query(
    'DELETE FROM member_session WHERE member_id = $1 AND (revoked_at IS NOT NULL OR expires_at <= now())',
    [memberId],
  );
  await db.query(
    `INSERT INTO member_session (company_id, member_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [companyId, memberId, hashToken(token), MEMBER_SESSION_DAYS],
  );
  return token;
}

/** The live session of a token; undefined when unknown, ended or expired. */
export async function findMemberSession(db: Queryable, token: string): Promise<MemberSession | undefined> {
  const { rows } = await db.query<{ session_id: number; company_id: number; member_id: number }>(
    `SELECT id AS session_id, company_id, member_id FROM member_session
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row && { sessionId: row.session_id, companyId: row.company_id, memberId: row.member_id };
}

export async function endMemberSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE member_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}
