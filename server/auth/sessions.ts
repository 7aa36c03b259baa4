import type { Queryable } from '../../engine/server';
import { hashToken, newToken } from './tokens';
import { isActive, type Account, type AccountSource } from './user-record';

export interface SessionPolicy {
  idleHours: number;
  maxDays: number;
}

export interface ActiveSession {
  sessionId: number;
  user: Account;
}

// last_seen_at is written at most once a minute, so reads do not each turn into a write.
const TOUCH_AFTER_SECONDS = 60;

export async function createSession(
  db: Queryable,
  userId: number,
  policy: SessionPolicy,
  client: { address: string; userAgent: string | undefined },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO user_session (user_id, token_hash, address, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [userId, hashToken(token), client.address, client.userAgent ?? null, policy.idleHours],
  );
  return token;
}

export interface FoundSession {
  session: ActiveSession;
  /** Until the session expires unless used again, by the database's clock. */
  expiresInMs: number;
}

/** The live session of a token's hash with its user, sliding its idle expiry; undefined when none. */
export async function findSession(
  db: Queryable,
  accounts: AccountSource,
  tokenHash: string,
  policy: SessionPolicy,
): Promise<FoundSession | undefined> {
  const { rows } = await db.query<Account & { session_id: number; stale: boolean; expires_in_ms: number }>(
    `SELECT s.id AS session_id, s.last_seen_at < now() - make_interval(secs => $2) AS stale,
            (extract(epoch FROM s.expires_at - now()) * 1000)::float8 AS expires_in_ms, ${accounts.columns}
       FROM user_session s JOIN (${accounts.from}) ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [tokenHash, TOUCH_AFTER_SECONDS],
  );
  const row = rows[0];
  if (!row || !isActive(row)) return undefined;
  if (row.stale) {
    await db.query(
      `UPDATE user_session SET last_seen_at = now(),
         expires_at = least(created_at + make_interval(days => $2), now() + make_interval(hours => $3))
       WHERE id = $1`,
      [row.session_id, policy.maxDays, policy.idleHours],
    );
  }
  return {
    session: {
      sessionId: row.session_id,
      user: {
        id: row.id,
        company_id: row.company_id,
        data: row.data,
        granted: row.granted,
        setup_pending: row.setup_pending,
      },
    },
    expiresInMs: row.expires_in_ms,
  };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE user_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

/** Signs an account out everywhere, but for the session `keep` when one is given. */
export async function revokeUserSessions(db: Queryable, userId: number, keep?: number): Promise<void> {
  await db.query(
    `UPDATE user_session SET revoked_at = now()
      WHERE user_id = $1 AND ($2::bigint IS NULL OR id <> $2) AND revoked_at IS NULL`,
    [userId, keep ?? null],
  );
}
