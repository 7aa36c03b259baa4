import { SessionCache } from '../../../server/auth/session-cache';
import type { ActiveSession } from '../../../server/auth/sessions';

const session = (sessionId: number): ActiveSession => ({
  sessionId,
  user: {
    id: sessionId,
    company_id: null,
    data: { username: `user${sessionId}`, password: 'hash', name: 'User', accountType: 'superAdmin' },
    granted: null,
    setup_pending: false,
  },
});

describe('the session cache', () => {
  let clock = 0;
  const cache = (maxEntries = 10) => new SessionCache({ ttlMs: 30_000, maxEntries }, () => clock);

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('serves a session until its time to live is over', () => {
    const sessions = cache();
    sessions.set('a', session(1), 3_600_000, sessions.generation);
    clock += 29_999;
    expect(sessions.get('a')?.sessionId).toBe(1);
    clock += 1;
    expect(sessions.get('a')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const sessions = cache();
    sessions.set('a', session(1), 5_000, sessions.generation);
    clock += 5_000;
    expect(sessions.get('a')).toBeUndefined();
  });

  it('forgets everything on a flush, and refuses a session read before it', () => {
    const sessions = cache();
    sessions.set('a', session(1), 3_600_000, sessions.generation);
    const readBefore = sessions.generation;
    sessions.flush();
    expect(sessions.get('a')).toBeUndefined();
    sessions.set('b', session(2), 3_600_000, readBefore);
    expect(sessions.get('b')).toBeUndefined();
  });

  it('lets the oldest session go when full', () => {
    const sessions = cache(2);
    for (const [key, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      sessions.set(key, session(id), 3_600_000, sessions.generation);
    expect(sessions.size).toBe(2);
    expect(sessions.get('a')).toBeUndefined();
    expect(sessions.get('c')?.sessionId).toBe(3);
  });

  it('keeps nothing when its time to live is zero', () => {
    const sessions = new SessionCache({ ttlMs: 0, maxEntries: 10 }, () => clock);
    sessions.set('a', session(1), 3_600_000, sessions.generation);
    expect(sessions.get('a')).toBeUndefined();
  });
});
