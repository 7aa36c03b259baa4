// The access token every platform's calls carry, kept alike for all three: read from the TokenStore,
// replaced within a minute of its expiry (so no call leaves with one about to lapse), one request
// shared by the calls that need a new one at once, and a call refused with 401 (the token revoked,
// or lapsed early) made once more with a new one. How a token is asked for is each adapter's own.
import type { AccessToken, Outcome, TokenStore } from './platform-adapter';
import type { Exchanged } from './platform-http';

/** A stored token this close to its expiry is replaced before use. */
export const RENEW_BEFORE_MS = 60_000;

export type TokenOutcome = Outcome<{ token: string }>;

export interface PlatformTokens {
  /** The stored token, or a new one when none is stored or it is about to expire. */
  current: () => Promise<TokenOutcome>;
  /** A new token, stored: for a connection test, or after the platform refused the stored one. */
  renew: () => Promise<TokenOutcome>;
}

/** Tokens kept in `store`, each new one asked for with `request`. */
export function platformTokens(
  store: TokenStore,
  request: () => Promise<Outcome<{ token: AccessToken }>>,
  now: () => number,
): PlatformTokens {
  async function requestAndStore(): Promise<TokenOutcome> {
    const issued = await request();
    if (!issued.ok) return issued;
    await store.write(issued.token);
    return { ok: true, token: issued.token.token };
  }

  // Calls that need a token at the same moment share one request for it.
  let pending: Promise<TokenOutcome> | undefined;
  const renew = () => (pending ??= requestAndStore().finally(() => (pending = undefined)));

  return {
    renew,
    async current() {
      const stored = await store.read();
      if (stored && stored.expiresAt - now() > RENEW_BEFORE_MS) return { ok: true, token: stored.token };
      return renew();
    },
  };
}

/**
 * `send` with a token (`first`'s, the current one unless given); a 401 is answered once with a new
 * token and the call sent again, a second 401 left for the caller to read as credentials.
 */
export async function sendWithToken(
  tokens: PlatformTokens,
  send: (token: string) => Promise<Exchanged>,
  first: () => Promise<TokenOutcome> = tokens.current,
): Promise<Exchanged> {
  const token = await first();
  if (!token.ok) return token;
  const sent = await send(token.token);
  if (!sent.ok || sent.answer.status !== 401) return sent;
  const renewed = await tokens.renew();
  if (!renewed.ok) return renewed;
  return send(renewed.token);
}
