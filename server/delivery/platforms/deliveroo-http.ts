// Deliveroo's words for what went wrong, for the shared plumbing (platform-http.ts): its error text
// (`{ error: { code, message } }` from its API, OAuth's `{ error, error_description }` from its token
// endpoint, the start of a text answer), never our token or secret. Deliveroo publishes no
// Retry-After: a 429 waits for one when sent, else a minute; a 5xx's is taken too.
import type { HttpAnswer, NoAnswer, Reading } from './platform-http';
import { fieldsOf, isJsonObject } from './platform-json';

/** Enough of a text answer (a proxy's HTML page) for the operator to recognise it. */
const TEXT_DETAIL_CHARS = 200;

function deliverooError({ status, body }: HttpAnswer): string {
  if (typeof body === 'string') return body.trim().slice(0, TEXT_DETAIL_CHARS) || `HTTP ${status}`;
  const answer = fieldsOf(body);
  const { error } = answer;
  const parts = isJsonObject(error)
    ? [error.code, error.message]
    : [answer.error, answer.error_description ?? answer.message];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' ') || `HTTP ${status}`;
}

export const DELIVEROO_READING: Reading = { detail: deliverooError, retryAfterOn5xx: true };

/** A call that got no answer, in Deliveroo's terms. */
export function deliverooNoAnswer({ kind, timedOut, code, error }: NoAnswer): string {
  const what = timedOut ? 'no answer in time' : (code ?? String(error));
  return kind === 'unconfirmed'
    ? `Deliveroo: ${what}; the change may have been applied`
    : `Deliveroo could not be reached: ${what}`;
}
