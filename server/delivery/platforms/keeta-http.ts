// Calls to Keeta's Open Delivery API: an app-level token from POST /oauth/token, kept and renewed as
// every platform's is (platform-token.ts), and every call signed with X-App-Signature over the
// canonical JSON it sends. Each answer becomes an outcome by the shared plumbing (platform-http.ts), in
// Keeta's words (application/problem+json `{ title, status, detail }`). Any call cut off after it
// left is unconfirmed, a read too; only the token request, which changes nothing, is unreachable then.
import type { AccessToken, Outcome, TokenStore } from './platform-adapter';
import { fieldsOf } from './platform-json';
import { canonicalJson, KEETA_SIGNATURE_HEADER, keetaSignature } from './keeta-signature';
import {
  DEFAULT_TIMEOUT_MS,
  exchange,
  sendApiCall,
  settle,
  type Answered,
  type Api,
  type HttpAnswer,
  type NoAnswer,
  type Reading,
} from './platform-http';
import { platformTokens, sendWithToken } from './platform-token';

/** The decrypted settings of one shop on Keeta. */
export interface KeetaSettings {
  /** Keeta's own id, which it sends us in X-App-Id. */
  appId: string;
  /** Our Software Service's credentials (one pair for all our shops). */
  clientId: string;
  clientSecret: string;
  /** The shop on Keeta. */
  merchantId: string;
}

export interface KeetaOptions {
  apiUrl: string;
  /** Where /oauth/token lives, when not at `apiUrl`. */
  authUrl?: string;
  tokens: TokenStore;
  timeoutMs?: number;
  now?: () => number;
}

export interface KeetaClient {
  /** A signed call to `path` under the API URL, with `body` sent as canonical JSON. */
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answered>;
  /** A new token, whatever the store holds. */
  renewToken(): Promise<Outcome<{ token: string }>>;
}

/** Keeta's reason as it gave it: status, then its problem's code, title and detail. */
function reasonOf({ status, body }: HttpAnswer): string {
  const fields = fieldsOf(body);
  const words = [fields.code, fields.title, fields.detail].filter(
    (part) => (typeof part === 'string' && part !== '') || typeof part === 'number',
  );
  return [`Keeta ${status}`, words.join(': ')].filter((part) => part !== '').join(' ');
}

const READING: Reading = { detail: reasonOf };

const notReached = (code = '') => `Keeta not reached (${code})`;
const callNoAnswer = (cause: NoAnswer) =>
  cause.notReached ? notReached(cause.code) : 'Keeta did not answer in time; the call may have been applied';
// A token request changes nothing on Keeta: one without an answer is simply tried again later.
const tokenNoAnswer = (cause: NoAnswer) =>
  cause.notReached ? notReached(cause.code) : 'Keeta did not answer the token request in time';

export function keetaClient(settings: KeetaSettings, options: KeetaOptions): KeetaClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  async function requestToken(): Promise<Outcome<{ token: AccessToken }>> {
    const answer = settle(
      await exchange(
        {
          url: `${options.authUrl ?? options.apiUrl}/oauth/token`,
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            grant_type: 'app_level_token',
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }),
          timeoutMs,
          writes: false,
        },
        tokenNoAnswer,
      ),
      READING,
    );
    if (!answer.ok) return answer;
    // Keeta's pages spell the fields both ways (research §3.2).
    const body = fieldsOf(answer.body);
    const token = body.access_token ?? body.accessToken;
    const expiresIn = body.expires_in ?? body.expiresIn;
    if (typeof token !== 'string' || token === '' || typeof expiresIn !== 'number')
      return { ok: false, kind: 'rejected', detail: 'Keeta answered no access token' };
    return { ok: true, token: { token, expiresAt: now() + expiresIn * 1000 } };
  }

  const tokens = platformTokens(options.tokens, requestToken, now);

  const api: Api = {
    url: options.apiUrl,
    timeoutMs,
    noAnswer: callNoAnswer,
    json: canonicalJson,
    sign: (url, body) => ({ [KEETA_SIGNATURE_HEADER]: keetaSignature(settings.clientSecret, url, body) }),
  };

  return {
    renewToken: tokens.renew,
    async call(method, path, body) {
      // Any call cut off may have been applied, a read too (see above).
      const sent = await sendWithToken(tokens, (token) =>
        sendApiCall(api, { method, path, body, writes: true }, token),
      );
      return settle(sent, READING);
    },
  };
}
