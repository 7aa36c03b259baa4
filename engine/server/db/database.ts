// One small interface over the embedded PGlite and a PostgreSQL server, so everything above it
// speaks one SQL dialect and never knows which engine runs (ARCHITECTURE.md "Storage").
import type { PGlite } from '@electric-sql/pglite';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A statement run again and again with other values (a list's page): the server keeps it parsed
   * and planned on each connection. The embedded engine plans every statement anyway.
   */
  prepared?: boolean;
  /**
   * A statement that writes although it reads as a SELECT (a function that posts to the ledger):
   * its answer waits, as any write's does, until this server has heard the changes it made.
   */
  writes?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs several statements at once, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a subscriber to a LISTEN/NOTIFY channel is told. */
export interface ListenHandlers {
  notify(payload: string): void;
  /**
   * Delivery started (true) or stopped (false: the connection dropped and is being reopened).
   * Notifications sent while it was stopped are lost, so a subscriber must not trust what it
   * learnt from them until delivery starts again.
   */
  state(listening: boolean): void;
}

export interface ListenOptions {
  /**
   * Whether this process's writes wait until the subscription has heard their notifications (true
   * by default: an in-process cache fed by the channel must not serve its own server stale state).
   * A subscription that only relays changes elsewhere (live updates) spares every write the wait.
   */
  followedByWrites?: boolean;
}

/** One process's subscription to a channel; notifications arrive in commit order. */
export interface Subscription {
  readonly listening: boolean;
  /** Resolves once every notification committed before the call has been delivered (or delivery stopped). */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the job queue library (pg-boss, engine/server/jobs) is given to reach the same database: the
 * embedded engine itself, whose one session serialises its statements with ours, or the server's
 * address, where it keeps a small pool of its own.
 */
export type QueueTarget = { engine: 'pglite'; pglite: PGlite } | { engine: 'postgres'; url: string };

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  readonly queueTarget: QueueTarget;
  /**
   * A write (a transaction, or a writing statement outside one) resolves only once this process's
   * subscriptions have heard the notifications it sent (those followed by writes: ListenOptions), so
   * an in-process cache never serves the server that made a change the state from before it.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  listen(channel: string, handlers: ListenHandlers, options?: ListenOptions): Promise<Subscription>;
  close(): Promise<void>;
}

/** A channel is an identifier the SQL names without quoting, so LISTEN needs no escaping. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad LISTEN channel name "${channel}"`);
  return channel;
}
