// The public account calls (registration, forgotten passwords, invitations) are throttled like
// sign-in (login-throttle.ts), by the caller's address and by what the call is about (an address,
// a username): each mail sent and each wrong code counts, and at the limit both keys wait.
import { Status } from '../../engine/protocol';
import { BusinessError } from '../../engine/server';
import type { Queryable } from '../../engine/server';
import { lockedMinutes, type ThrottleKeys } from './login-throttle';

/** The throttle keys of a public call: `subject` names what it is about, as `purpose:value`. */
export function publicKeys(purpose: string, subject: string, address: string): ThrottleKeys {
  return { username: `${purpose}:${subject.trim().toLowerCase()}`, address };
}

/** Refuses with HTTP 429 and Retry-After while the subject or the address waits. */
export async function refuseWhileLocked(db: Queryable, keys: ThrottleKeys): Promise<void> {
  const minutes = await lockedMinutes(db, keys);
  if (minutes > 0)
    throw new BusinessError(Status.tooManyRequests, { minutes }, [], { 'retry-after': String(minutes * 60) });
}
