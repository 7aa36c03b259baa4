// What the three delivery adapters' tests (deliveroo-, foodpanda-, keeta-adapter.test.ts) set up
// alike: a token store in memory, stand-in servers (silent, answering one way, or a closed port),
// our webhook route recording each call as the adapter would be handed it, and closing all of them
// after each test. Menus and orders in our terms are in adapter-fixtures.ts.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AccessToken,
  ReceivedWebhook,
  TokenStore,
} from '../../../server/delivery/platforms/platform-adapter';

const open = new Set<{ close(): Promise<void> }>();

/** Closes `thing` after the test, unless the test did. */
export function closedAfterTest<T extends { close(): Promise<void> }>(thing: T): T {
  open.add(thing);
  return thing;
}

afterEach(async () => {
  const closing = [...open].map((thing) => thing.close());
  open.clear();
  await Promise.all(closing);
});

export interface MemoryTokens extends TokenStore {
  /** What the store holds; a test may put a token there as if an earlier call had. */
  stored?: AccessToken;
  /** How many tokens were written. */
  writes: number;
}

export function memoryTokens(stored?: AccessToken): MemoryTokens {
  const store: MemoryTokens = {
    stored,
    writes: 0,
    read: () => Promise.resolve(store.stored),
    write: (token) => {
      store.stored = token;
      store.writes++;
      return Promise.resolve();
    },
  };
  return store;
}

export interface LocalServer {
  /** Its origin, and `path` after it when one was given. */
  url: string;
  close(): Promise<void>;
}

async function serve(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  path = '',
): Promise<LocalServer> {
  const server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return closedAfterTest({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    async close() {
      server.closeAllConnections();
      if (!server.listening) return;
      server.close();
      await once(server, 'close');
    },
  });
}

/** A server answering every call with `answer`, or never when it is undefined. */
export const stubServer = (answer?: (response: ServerResponse, request: IncomingMessage) => void) =>
  serve((request, response) => answer?.(response, request));

/** The URL of a port nothing listens on any more. */
export async function closedPort(): Promise<string> {
  const server = await stubServer();
  await server.close();
  return server.url;
}

/**
 * Our webhook route at `path`: it keeps each call as our route would hand it to the adapter and
 * answers `statuses` in turn, then 200.
 */
export async function webhookRoute({ path = '', statuses = [] as number[] } = {}) {
  const received: ReceivedWebhook[] = [];
  const arrivals = new Set<() => void>();
  let taken = 0;
  const server = await serve((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const origin = new URL(server.url).origin;
      received.push({
        url: `${origin}${request.url ?? ''}`,
        headers: request.headers,
        rawBody: Buffer.concat(chunks),
      });
      response.writeHead(statuses.shift() ?? 200).end();
      for (const arrived of arrivals) arrived();
    });
  }, path);
  return {
    url: server.url,
    received,
    /** The next call not yet taken, once it has come. */
    next: () => {
      const index = taken++;
      return new Promise<ReceivedWebhook>((resolve) => {
        const arrived = () => {
          const webhook = received[index];
          if (!webhook) return;
          arrivals.delete(arrived);
          resolve(webhook);
        };
        arrivals.add(arrived);
        arrived();
      });
    },
    close: () => server.close(),
  };
}
