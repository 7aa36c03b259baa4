import type { Database } from '../../engine/server';
import { SessionCache, type SessionCachePolicy } from './session-cache';
import { findSession, type ActiveSession, type SessionPolicy } from './sessions';
import type { AccountSource } from './user-record';
import { hashToken } from './tokens';

/** The channel migrations/0008 notifies whenever anything a session is resolved from changes. */
export const SESSION_CHANGE_CHANNEL = 'session_change';

export interface SessionStore {
  /** The live session of a token, from this server's cache or the database; undefined when none. */
  find(token: string): Promise<ActiveSession | undefined>;
  close(): Promise<void>;
}

/**
 * Sessions for one app server: a cache emptied by every server's changes through LISTEN/NOTIFY,
 * trusted only while the notifications arrive (a dropped connection would hide changes).
 */
export async function openSessionStore(
  db: Database,
  accounts: AccountSource,
  policy: SessionPolicy,
  cachePolicy: SessionCachePolicy,
): Promise<SessionStore> {
  const cache = new SessionCache(cachePolicy);
  const subscription = await db.listen(SESSION_CHANGE_CHANNEL, {
    notify: () => cache.flush(),
    // Lost while the connection was down or not yet heard: forget everything either way.
    state: () => cache.flush(),
  });
  return {
    async find(token) {
      const tokenHash = hashToken(token);
      if (subscription.listening) {
        const cached = cache.get(tokenHash);
        if (cached) return cached;
      }
      const generation = cache.generation;
      const found = await findSession(db, accounts, tokenHash, policy);
      if (!found) return undefined;
      if (subscription.listening) cache.set(tokenHash, found.session, found.expiresInMs, generation);
      return found.session;
    },
    close: () => subscription.close(),
  };
}
