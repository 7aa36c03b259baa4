import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkChannel, type ListenHandlers, type Subscription } from './database';

// The payloads caughtUp sends itself start with this; a subscriber never sees them.
const BARRIER = 'caught-up:';
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
// A barrier unanswered this long means the connection died without telling us (no FIN, no RST).
const BARRIER_TIMEOUT_MS = 5_000;

type Notify = (channel: string, payload: string) => Promise<unknown>;

/**
 * LISTEN on a connection of its own (a pooled one is handed to other queries and may be closed at
 * any time), reopened with a growing pause whenever it drops. `notify` sends through the pool.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  notify: Notify,
): Promise<Subscription> {
  checkChannel(channel);
  const barriers = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    if (!value) {
      // Nothing more will arrive on this connection: whoever waits learns it from `listening`.
      for (const release of barriers.values()) release();
      barriers.clear();
    }
    handlers.state(value);
  };

  const drop = (dropped: pg.Client) => {
    if (client !== dropped) return;
    client = undefined;
    setListening(false);
    dropped.end().catch(() => undefined);
    if (!closed) retry();
  };

  const open = async () => {
    const candidate = new pg.Client({ connectionString: url, keepAlive: true });
    candidate.on('notification', ({ channel: from, payload = '' }) => {
      if (from !== channel) return;
      if (!payload.startsWith(BARRIER)) return handlers.notify(payload);
      barriers.get(payload)?.();
      barriers.delete(payload);
    });
    candidate.on('error', () => drop(candidate));
    candidate.on('end', () => drop(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      candidate.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await candidate.end());
    client = candidate;
    retryMs = RETRY_FIRST_MS;
    setListening(true);
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      open().catch(() => {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!closed) retry();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await open();
  return {
    get listening() {
      return listening;
    },
    caughtUp() {
      const listener = client;
      if (!listening || !listener) return Promise.resolve();
      // Notifications reach a listener in commit order: once our own arrives, every earlier one has.
      const payload = BARRIER + randomUUID();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => drop(listener), BARRIER_TIMEOUT_MS);
        barriers.set(payload, () => {
          clearTimeout(timer);
          resolve();
        });
        notify(channel, payload).catch((error: unknown) => {
          clearTimeout(timer);
          barriers.delete(payload);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const listener = client;
      client = undefined;
      setListening(false);
      await listener?.end();
    },
  };
}
