import type { ActiveSession } from './sessions';

export interface SessionCachePolicy {
  /** How long a resolved session is served from memory at most; 0 turns the cache off. */
  ttlMs: number;
  /** Sessions held at most; the oldest goes first. */
  maxEntries: number;
}

interface Entry {
  session: ActiveSession;
  until: number;
}

/**
 * Resolved sessions by token hash, for one app server. It is emptied whenever anything a session
 * is resolved from changes (migrations/0008): `flush` then moves the generation on, so a session
 * read from the database before the change can no longer be stored after it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private currentGeneration = 0;

  constructor(
    private readonly policy: SessionCachePolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before reading a session from the database, handed back to `set`. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(tokenHash: string): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session read at `generation` for the TTL, or until it expires if sooner. */
  set(tokenHash: string, session: ActiveSession, expiresInMs: number, generation: number): void {
    if (generation !== this.currentGeneration || this.policy.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, {
      session,
      until: this.now() + Math.min(this.policy.ttlMs, expiresInMs),
    });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.policy.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  flush(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
