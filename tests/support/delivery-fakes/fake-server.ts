// What every delivery platform's fake does alike (deliveroo-fake.ts, foodpanda-fake.ts, keeta-fake.ts),
// kept once: a node:http server on a free local port, a request's body, a JSON answer, the bearer
// tokens it issued, and the calls a window has taken. What each platform checks and how it answers
// stays in its own fake.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake took, and what it answered. */
export interface FakeRequest {
  method: string;
  path: string;
  /** When it arrived, in milliseconds. */
  at: number;
  /** What the fake answered. */
  status: number;
}

/** What a fake answers: a status, with a JSON body and headers when it has them. */
export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Routes a request, given its path (without the query), its body's text and its JSON (undefined when none). */
type Route = (request: IncomingMessage, path: string, text: string, json: unknown) => FakeReply;

export interface FakeServer {
  /** The server's origin, `http://127.0.0.1:{port}`. */
  url: string;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON in `text`, or undefined when it is none. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, { status, body, headers = {} }: FakeReply): void {
  if (body === undefined) response.writeHead(status, headers).end();
  else
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Serves `route` on 127.0.0.1 at a free port, keeping each request and its answer in `requests`. */
export async function startFakeServer(
  route: Route,
  { requests, now = Date.now }: { requests: FakeRequest[]; now?: () => number },
): Promise<FakeServer> {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await bodyOf(request);
    const at = now();
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const reply = route(request, path, text, jsonOf(text));
    requests.push({ method: request.method ?? 'GET', path, at, status: reply.status });
    answer(response, reply);
  };
  const server = createServer((request, response) => {
    // A client that goes away mid-request leaves nothing to answer.
    handle(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The bearer tokens a fake issued, each with when it lapses. */
export function fakeTokens(now: () => number = Date.now) {
  const lapses = new Map<string, number>();
  return {
    issue(token: string, lifetimeMs: number): string {
      lapses.set(token, now() + lifetimeMs);
      return token;
    },
    /** Whether the Authorization header carries a token issued here and not lapsed. */
    holds(authorization = ''): boolean {
      const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? '';
      return (lapses.get(token) ?? 0) > now();
    },
    /** Ends every token issued so far, as its lifetime would. */
    expireAll(): void {
      for (const token of lapses.keys()) lapses.set(token, 0);
    },
  };
}

/** Calls let through per key within the last `windowMs`: what a platform holds its limits to. */
export function windowCounter(windowMs: number, now: () => number = Date.now) {
  const times = new Map<string, number[]>();
  /** The times of the calls taken within the window, oldest first. */
  const recent = (key: string) => (times.get(key) ?? []).filter((at) => at > now() - windowMs);
  const full = (key: string, cap: number) => recent(key).length >= cap;
  const note = (key: string, at = now()) => {
    times.set(key, [...recent(key), at]);
  };
  return {
    recent,
    full,
    note,
    /** Whether one more call of `key` fits its window, counting it when it does. */
    take(key: string, cap: number): boolean {
      if (full(key, cap)) return false;
      note(key);
      return true;
    },
  };
}
