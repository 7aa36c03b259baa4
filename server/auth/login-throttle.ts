import { BusinessError, type Queryable } from '../../engine/server';
import { AccountStatus } from '../../protocol/account-status';
import type { ThrottlePolicy } from '../config';

export interface ThrottleKeys {
  username: string;
  address: string;
}

// Kept in the database, not in memory, so every app server behind a balancer sees the same count.
const usernameKey = (keys: Pick<ThrottleKeys, 'username'>) => `user:${keys.username.toLowerCase()}`;
const addressKey = (keys: ThrottleKeys) => `address:${keys.address}`;

/** Minutes until the username or the address may try again; 0 when neither is locked. */
export async function lockedMinutes(db: Queryable, keys: ThrottleKeys): Promise<number> {
  const { rows } = await db.query<{ seconds: number | null }>(
    `SELECT ceil(extract(epoch FROM max(locked_until) - now()))::int AS seconds
       FROM login_throttle WHERE key IN ($1, $2) AND locked_until > now()`,
    [usernameKey(keys), addressKey(keys)],
  );
  const seconds = rows[0]?.seconds ?? 0;
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}

/** Refuses a sign-in with HTTP 429 and Retry-After while the username or the address waits. */
export async function refuseLockedSignIn(db: Queryable, keys: ThrottleKeys): Promise<void> {
  const minutes = await lockedMinutes(db, keys);
  if (minutes > 0)
    throw new BusinessError(AccountStatus.tooManyAttempts, { minutes }, [], {
      'retry-after': String(minutes * 60),
    });
}

async function countFailure(
  db: Queryable,
  key: string,
  limit: number,
  policy: ThrottlePolicy,
): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle AS t (key, failures, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at < now() - make_interval(mins => $2) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at < now() - make_interval(mins => $2)
                                THEN now() ELSE t.window_started_at END`,
    [key, policy.windowMinutes],
  );
  // Reaching the limit locks the key and starts a fresh count for after the lock.
  await db.query(
    `UPDATE login_throttle SET locked_until = now() + make_interval(mins => $3), failures = 0,
       window_started_at = now()
     WHERE key = $1 AND failures >= $2`,
    [key, limit, policy.lockMinutes],
  );
}

export async function recordFailure(
  db: Queryable,
  keys: ThrottleKeys,
  policy: ThrottlePolicy,
): Promise<void> {
  await countFailure(db, usernameKey(keys), policy.perUsername, policy);
  await countFailure(db, addressKey(keys), policy.perAddress, policy);
}

/**
 * Counts one use against the subject's key alone, locking it at `limit` in a window: a public call's
 * own quota (queue numbers an address takes), which must not use up the address's sign-in count.
 */
export async function recordSubjectUse(
  db: Queryable,
  keys: Pick<ThrottleKeys, 'username'>,
  limit: number,
  policy: ThrottlePolicy,
): Promise<void> {
  await countFailure(db, usernameKey(keys), limit, policy);
}

/** After a right password, or an unlock: the username may sign in again at once. */
export async function clearUsername(db: Queryable, keys: Pick<ThrottleKeys, 'username'>): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [usernameKey(keys)]);
}
