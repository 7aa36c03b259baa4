// What the request layer does with an answer (core spec §8), decided by plain functions: the
// axios interceptors in http.ts only carry the decision out.
import { isEnvelope, type Envelope } from '../protocol/envelope';
import { Status } from '../protocol/status';
import { pickMessage, type Language } from './language';

/** What to do with a call that did not succeed. */
export type Failure =
  /** The session is gone: sign out, show the message, reject. */
  | { kind: 'signOut'; message: string }
  /** Reject without showing anything. */
  | { kind: 'silent' }
  /** Show the message, reject. */
  | { kind: 'failure'; message: string };

export type Outcome = { kind: 'ok' } | Failure;

/** Business statuses that reject without a message (core spec §8). */
export const SILENT_STATUSES: ReadonlySet<number> = new Set([10, 54]);

/** The decision for an envelope the server answered, whatever its HTTP code. */
export function envelopeOutcome(envelope: Envelope, language: Language): Outcome {
  return envelope.status === Status.ok.code ? { kind: 'ok' } : envelopeFailure(envelope, language);
}

/** The decision for an envelope with a non-zero status. */
export function envelopeFailure(envelope: Envelope, language: Language): Failure {
  if (envelope.status === Status.sessionExpired.code)
    return { kind: 'signOut', message: pickMessage(language, envelope) };
  if (SILENT_STATUSES.has(envelope.status)) return { kind: 'silent' };
  return { kind: 'failure', message: pickMessage(language, envelope) };
}

/** A call that failed below the envelope: an HTTP error code, a timeout or no answer at all. */
export interface TransportFailure {
  httpStatus?: number;
  timedOut: boolean;
  cancelled: boolean;
  body?: unknown;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

// HTTP codes with their own text in locales/<lang>/http.json (core spec §8).
const HTTP_TEXT_KEYS: Record<number, string> = {
  304: 'notModified',
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  500: 'serverError',
  501: 'networkProblem',
  502: 'networkProblem',
  503: 'serviceUnavailable',
  504: 'gatewayTimeout',
  505: 'httpVersionNotSupported',
};

/** The catalogue text for a transport failure, in the UI language. */
export function transportMessage(failure: TransportFailure, t: Translate): string {
  if (failure.timedOut) return t('http:timeout');
  if (failure.httpStatus === undefined) return t('http:noResponse');
  const key = HTTP_TEXT_KEYS[failure.httpStatus];
  return key ? t(`http:${key}`) : t('http:connectionError', { code: failure.httpStatus });
}

/**
 * The decision for a transport failure. Our own server answers its transport errors (413, 429,
 * 500...) with an envelope whose message is more precise than the catalogue, so that one wins.
 */
export function transportOutcome(failure: TransportFailure, language: Language, t: Translate): Failure {
  if (failure.cancelled) return { kind: 'silent' };
  if (isEnvelope(failure.body) && failure.body.status !== Status.ok.code)
    return envelopeFailure(failure.body, language);
  // 401 is the transport form of an expired sign-in (core spec §8).
  if (failure.httpStatus === 401) return { kind: 'signOut', message: transportMessage(failure, t) };
  return { kind: 'failure', message: transportMessage(failure, t) };
}
