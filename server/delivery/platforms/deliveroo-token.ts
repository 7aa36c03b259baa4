// Deliveroo's access token (research §1.2): OAuth 2.0 client credentials at {authUrl}/oauth2/token,
// the client id and secret as HTTP Basic and `grant_type` in the form; a token good for `expires_in`
// seconds (300), and no refresh token. Kept and renewed as every platform's is (platform-token.ts).
import type { Outcome, TokenStore, AccessToken } from './platform-adapter';
import { DELIVEROO_READING, deliverooNoAnswer } from './deliveroo-http';
import { exchange, failureOf } from './platform-http';
import { fieldsOf } from './platform-json';
import { platformTokens, type PlatformTokens } from './platform-token';

export interface TokenOptions {
  authUrl: string;
  tokens: TokenStore;
  timeoutMs: number;
  now: () => number;
}

export function deliverooTokens(
  credentials: { clientId: string; clientSecret: string },
  { authUrl, tokens, timeoutMs, now }: TokenOptions,
): PlatformTokens {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');

  async function requestToken(): Promise<Outcome<{ token: AccessToken }>> {
    const sent = await exchange(
      {
        method: 'POST',
        url: `${authUrl}/oauth2/token`,
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
        timeoutMs,
        writes: false,
      },
      deliverooNoAnswer,
    );
    if (!sent.ok) return sent;
    const failure = failureOf(sent.answer, DELIVEROO_READING);
    // All the token endpoint judges is who we are: any refusal but throttling is about the credentials.
    if (failure) return failure.kind === 'rejected' ? { ...failure, kind: 'credentials' } : failure;
    const { access_token: issued, expires_in: expiresIn } = fieldsOf(sent.answer.body);
    if (typeof issued !== 'string' || typeof expiresIn !== 'number' || !(expiresIn > 0))
      return { ok: false, kind: 'rejected', detail: 'Deliveroo answered the token request without a token' };
    return { ok: true, token: { token: issued, expiresAt: now() + expiresIn * 1000 } };
  }

  return platformTokens(tokens, requestToken, now);
}
