// Calls to Delivery Hero's integration middleware with a bearer token, each mapped to an outcome by
// the shared plumbing (platform-http.ts, platform-token.ts) in foodpanda's words. The token comes from
// POST /v2/login (form: username, password, grant_type=client_credentials; a 30-minute JWT, no refresh
// token); a 401 (revoked, or another server logged in) is answered once with a new one.
import type { AccessToken, Outcome, TokenStore } from './platform-adapter';
import { fieldsOf } from './platform-json';
import * as http from './platform-http';
import { platformTokens, sendWithToken } from './platform-token';

export interface FoodpandaCredentials {
  username: string;
  password: string;
}

export interface FoodpandaHttpOptions {
  apiUrl: string;
  /** Where /v2/login is, when not on `apiUrl`. */
  authUrl?: string;
  tokens: TokenStore;
  timeoutMs?: number;
  now?: () => number;
}

interface Call extends Omit<http.ApiCall, 'writes'> {
  method: 'GET' | 'POST' | 'PUT';
  /** Whether the call changes something at foodpanda: cut off after it left, it may have. */
  writes?: boolean;
  /** A refusal that says the change was already made (a repeated call): answered as a success. */
  alreadyDone?: (status: number, body: unknown) => boolean;
}

/** foodpanda's error body `{code, message}` (and `currentState` on a 409) as one line. */
function errorText({ status, body: answered }: http.HttpAnswer): string {
  const body = fieldsOf(answered);
  const parts = [body.code, body.message, body.currentState && `(currentState ${String(body.currentState)})`];
  const said = parts.filter((part) => typeof part === 'string' && part !== '').join(' ');
  return `foodpanda: ${said || `HTTP ${status}`}`;
}

export function foodpandaHttp(credentials: FoodpandaCredentials, options: FoodpandaHttpOptions) {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? http.DEFAULT_TIMEOUT_MS;
  const reading: http.Reading = { detail: errorText, now };

  // A read that went unanswered changed nothing: only a write is left in doubt (platform-http.ts).
  const noAnswer = ({ notReached, code, timedOut, error }: http.NoAnswer): string => {
    if (notReached) return `foodpanda could not be reached (${code ?? ''})`;
    return timedOut
      ? `foodpanda did not answer within ${timeoutMs} ms`
      : `foodpanda's answer was cut off (${String(error)})`;
  };

  /** A fresh token from /v2/login. */
  async function login(): Promise<Outcome<{ token: AccessToken }>> {
    const { username, password } = credentials;
    const form = new URLSearchParams({ username, password, grant_type: 'client_credentials' });
    const sent = await http.exchange(
      {
        method: 'POST',
        url: `${options.authUrl ?? options.apiUrl}/v2/login`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        timeoutMs,
        writes: false,
      },
      noAnswer,
    );
    if (!sent.ok) return sent;
    const refused = http.failureOf(sent.answer, reading);
    if (refused) return refused;
    const { access_token: token, expires_in: lifetime } = fieldsOf(sent.answer.body);
    if (typeof token !== 'string' || token === '' || typeof lifetime !== 'number')
      return {
        ok: false,
        kind: 'rejected',
        detail: 'foodpanda: the login answer carries no access_token and expires_in',
      };
    return { ok: true, token: { token, expiresAt: now() + lifetime * 1000 } };
  }

  const tokens = platformTokens(options.tokens, login, now);

  const api: http.Api = { url: options.apiUrl, timeoutMs, noAnswer };

  /** One API call with the current token, taken again and retried once if foodpanda answers 401. */
  async function call({ writes = false, alreadyDone, ...request }: Call): Promise<http.Answered> {
    const sent = await sendWithToken(tokens, (token) => http.sendApiCall(api, { ...request, writes }, token));
    if (sent.ok && alreadyDone?.(sent.answer.status, sent.answer.body))
      return { ok: true, status: sent.answer.status, body: sent.answer.body };
    return http.settle(sent, reading);
  }

  return { login: tokens.renew, call };
}
