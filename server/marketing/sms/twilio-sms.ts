// Twilio Programmable Messaging over its REST API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
// form-encoded To, From (or MessagingServiceSid) and Body, HTTP Basic with the account SID and its
// auth token. Every answer is mapped to an outcome and nothing throws: Twilio's 429 (error 20429),
// its 5xx and a connection that never opened are throttling, to retry after Retry-After; any other
// refusal is the message's failure, "<code> <message>" as Twilio says it. A request cut off or
// unanswered in time may have been sent, and Twilio takes no idempotency key: it fails as
// "unconfirmed", never sent twice.
import type { Region } from '../../../engine/schema';
import type { TwilioConfig } from '../../config';
import { toE164 } from './e164';
import type { SmsOutcome, SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;
/** Connections that never reached Twilio: nothing left, so the message is tried again. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The reason of a message whose request left but whose answer never came. */
export const UNCONFIRMED = 'unconfirmed';
/** How long to wait when Twilio throttles without saying (or cannot be reached). */
const DEFAULT_RETRY_MS = 10_000;
const TOO_MANY_REQUESTS = 20429;
/** A Messaging Service's SID: Twilio then picks the sender from the service's numbers. */
const MESSAGING_SERVICE = /^MG[0-9a-f]{32}$/i;

interface TwilioAnswer {
  sid?: unknown;
  /** A refused request's error (Twilio's error dictionary) and its text. */
  code?: unknown;
  message?: unknown;
  /** A created message that already failed. */
  error_code?: unknown;
  error_message?: unknown;
}

const answerOf = async (response: Response): Promise<TwilioAnswer> => {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
};

/** Retry-After in seconds or as an HTTP date, as milliseconds from now. */
function retryAfterMs(header: string | null): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_MS : Math.max(0, at - Date.now());
}

const reason = (code: unknown, message: unknown, fallback: string): string =>
  [code, message].filter((part) => part !== undefined && part !== null && part !== '').join(' ') || fallback;

async function outcomeOf(response: Response): Promise<SmsOutcome> {
  const answer = await answerOf(response);
  if (response.status === 429 || answer.code === TOO_MANY_REQUESTS || response.status >= 500)
    return { kind: 'throttled', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  if (!response.ok)
    return { kind: 'failed', reason: reason(answer.code, answer.message, `HTTP ${response.status}`) };
  if (answer.error_code !== undefined && answer.error_code !== null)
    return { kind: 'failed', reason: reason(answer.error_code, answer.error_message, 'failed') };
  // Accepted without a SID is no message we could trace: not sent again, in case it went.
  if (typeof answer.sid !== 'string') return { kind: 'failed', reason: 'Twilio answered no message SID' };
  return { kind: 'sent', providerId: answer.sid };
}

export function twilioSms(twilio: TwilioConfig, region: Region, timeoutMs = TIMEOUT_MS): SmsProvider {
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = MESSAGING_SERVICE.test(twilio.from)
    ? { MessagingServiceSid: twilio.from }
    : { From: twilio.from };
  return {
    name: 'twilio',
    async send({ to, text }) {
      const number = toE164(to, region);
      if (!number) return { kind: 'failed', reason: `Not a phone number: "${to}"` };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: number, ...sender, Body: text }),
          // Also bounds reading the answer: a stalled body is a timeout too.
          signal: AbortSignal.timeout(timeoutMs),
        });
        return await outcomeOf(response);
      } catch (error) {
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        if (typeof code === 'string' && NOT_REACHED.has(code))
          return { kind: 'throttled', retryAfterMs: DEFAULT_RETRY_MS };
        return { kind: 'failed', reason: UNCONFIRMED };
      }
    },
  };
}
