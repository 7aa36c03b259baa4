// One HTTP request to a delivery platform and what its answer (or its silence) means as an outcome,
// shared so the three adapters fail alike: 2xx ok; 401/403 `credentials`; 429 `rateLimited` after
// Retry-After (else a minute, the window of the platforms' limits); a 5xx or a connection never
// opened `unreachable`, after 30 s; no answer to a call that changes something `unconfirmed` (it may
// have been applied), to one that only reads `unreachable`; any other refusal `rejected`. Each
// adapter keeps its own words: its error body and how it says no answer came.
import type { Outcome, PlatformFailure } from './platform-adapter';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** When a platform throttles without a Retry-After. */
const RATE_LIMITED_RETRY_MS = 60_000;
const UNREACHABLE_RETRY_MS = 30_000;
/** Connections that never opened: nothing reached the platform, so nothing was applied. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface HttpAnswer {
  status: number;
  /** The parsed JSON, the text when it is not JSON, undefined when empty. */
  body: unknown;
  retryAfter: string | null;
}

export interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Whether the call changes something: cut off after it left, it may have been applied. */
  writes: boolean;
}

/** Why a request got no answer, and what that leaves us with. */
export interface NoAnswer {
  /** `unreachable` when nothing can have been applied (never connected, or only a read), else `unconfirmed`. */
  kind: 'unreachable' | 'unconfirmed';
  /** The connection never opened. */
  notReached: boolean;
  timedOut: boolean;
  /** The system error's code (ECONNREFUSED…), when there is one. */
  code?: string;
  error: unknown;
}

export type Exchanged = Outcome<{ answer: HttpAnswer }>;
/** A call's outcome: the answer's status and body on success. */
export type Answered = Outcome<{ status: number; body: unknown }>;

/** How a platform's refusals read. */
export interface Reading {
  /** The platform's own words for a refusal (its error body), never our token or secret. */
  detail: (answer: HttpAnswer) => string;
  /** Whether a 5xx's Retry-After is taken; else it waits UNREACHABLE_RETRY_MS. */
  retryAfterOn5xx?: boolean;
  /** The clock a Retry-After date is read against. */
  now?: () => number;
}

const bodyOf = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

function noAnswerOf(error: unknown, writes: boolean): NoAnswer {
  // fetch's errors come from Node's own realm (not always `instanceof Error` here): read them by shape.
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const notReached = code !== undefined && NOT_REACHED.has(code);
  const kind = writes && !notReached ? 'unconfirmed' : 'unreachable';
  return { kind, notReached, timedOut: name === 'TimeoutError', ...(code !== undefined && { code }), error };
}

/** The answer, or the failure of a request that got none, in the words `describe` gives it. */
export async function exchange(
  request: HttpRequest,
  describe: (cause: NoAnswer) => string,
): Promise<Exchanged> {
  const { url, method, headers, body, timeoutMs, writes } = request;
  try {
    // The signal also bounds reading the answer: a stalled body is a timeout too.
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    const answer = {
      status: response.status,
      body: bodyOf(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
    return { ok: true, answer };
  } catch (error) {
    const cause = noAnswerOf(error, writes);
    const detail = describe(cause);
    return cause.kind === 'unconfirmed'
      ? { ok: false, kind: 'unconfirmed', detail }
      : { ok: false, kind: 'unreachable', detail, retryAfterMs: UNREACHABLE_RETRY_MS };
  }
}

/** A call to a platform's JSON API with a bearer token. */
export interface ApiCall {
  method: string;
  /** Under the API's URL. */
  path: string;
  body?: unknown;
  /** Whether the call changes something: cut off after it left, it may have been applied. */
  writes: boolean;
}

/** A platform's JSON API, as its adapter reaches it. */
export interface Api {
  url: string;
  timeoutMs: number;
  /** How the platform says a call got no answer. */
  noAnswer: (cause: NoAnswer) => string;
  /** The JSON text of a body: JSON.stringify unless the platform wants another (Keeta's canonical form). */
  json?: (body: unknown) => string;
  /** Headers the platform asks beyond the token's, from the URL called and the exact text sent ('' for none). */
  sign?: (url: string, body: string) => Record<string, string>;
}

/** Sends `call` with `token`: JSON both ways. */
export function sendApiCall(api: Api, call: ApiCall, token: string): Promise<Exchanged> {
  const url = `${api.url}${call.path}`;
  const body = call.body === undefined ? undefined : (api.json ?? JSON.stringify)(call.body);
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...api.sign?.(url, body ?? ''),
  };
  const { method, writes } = call;
  return exchange({ url, method, headers, body, timeoutMs: api.timeoutMs, writes }, api.noAnswer);
}

/** Retry-After in seconds or as an HTTP date, as milliseconds from `now`. */
function retryAfterMs(header: string | null, fallback: number, now: number): number {
  if (header === null || header.trim() === '') return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? fallback : Math.max(0, at - now);
}

/** The failure an answer means, or undefined for a 2xx. */
export function failureOf(answer: HttpAnswer, reading: Reading): PlatformFailure | undefined {
  const { status, retryAfter } = answer;
  if (status >= 200 && status < 300) return undefined;
  const detail = reading.detail(answer);
  const now = reading.now ?? Date.now;
  if (status === 401 || status === 403) return { ok: false, kind: 'credentials', detail };
  if (status === 429)
    return {
      ok: false,
      kind: 'rateLimited',
      detail,
      retryAfterMs: retryAfterMs(retryAfter, RATE_LIMITED_RETRY_MS, now()),
    };
  if (status >= 500)
    return {
      ok: false,
      kind: 'unreachable',
      detail,
      retryAfterMs: reading.retryAfterOn5xx
        ? retryAfterMs(retryAfter, UNREACHABLE_RETRY_MS, now())
        : UNREACHABLE_RETRY_MS,
    };
  return { ok: false, kind: 'rejected', detail };
}

/** A call's status and body when it succeeded, else the failure its answer or its silence means. */
export function settle(exchanged: Exchanged, reading: Reading): Answered {
  if (!exchanged.ok) return exchanged;
  const { answer } = exchanged;
  return failureOf(answer, reading) ?? { ok: true, status: answer.status, body: answer.body };
}
