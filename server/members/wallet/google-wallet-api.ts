// Google Wallet's update path: the company's service account buys an access token (OAuth 2.0 JWT
// bearer grant, its assertion signed RS256 with jose), then PATCHes the member's loyalty object with
// his holdings. A PATCH sets values, so sending the same change again leaves the object as it was.
// A message is announced (a notification on his phone) only by adding it; Google allows a few a day
// per pass, so one over that is left listed, unannounced, rather than retried.
import { importPKCS8, SignJWT } from 'jose';
import type { GoogleCredentials } from './wallet-settings';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const TOKEN_LIFETIME = '1h';

export class GoogleWalletError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`Google Wallet ${what} answered ${status}`);
    this.name = 'GoogleWalletError';
  }
}

export interface GoogleWalletApi {
  /** Patches one loyalty object; false when Google has none of that id (he never saved it). */
  patchObject(objectId: string, patch: Record<string, unknown>): Promise<boolean>;
  /**
   * Adds a message to one loyalty object; false when Google has no such object or announces no more
   * today. A message of that id already there (an earlier attempt that was not recorded) counts as added.
   */
  addMessage(objectId: string, message: Record<string, unknown>): Promise<boolean>;
}

export function googleWalletApi(
  endpoints: { googleToken: string; googleWallet: string },
  google: GoogleCredentials,
): GoogleWalletApi {
  let token: Promise<string> | undefined;
  const accessToken = async () => {
    const key = await importPKCS8(google.privateKey, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(google.serviceAccountEmail)
      .setAudience(endpoints.googleToken)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(key);
    const answer = await fetch(endpoints.googleToken, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!answer.ok) throw new GoogleWalletError(answer.status, 'token exchange');
    const { access_token: bought } = (await answer.json()) as { access_token?: unknown };
    if (typeof bought !== 'string') throw new GoogleWalletError(answer.status, 'token exchange');
    return bought;
  };
  const send = async (method: 'PATCH' | 'POST', path: string, body: Record<string, unknown>) => {
    // One token for the adapter's run: a job's batch of objects shares it.
    token ??= accessToken();
    return fetch(`${endpoints.googleWallet}/loyaltyObject/${path}`, {
      method,
      headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  return {
    async patchObject(objectId, patch) {
      const answer = await send('PATCH', encodeURIComponent(objectId), patch);
      if (answer.status === 404) return false;
      if (!answer.ok) throw new GoogleWalletError(answer.status, 'object update');
      return true;
    },
    async addMessage(objectId, message) {
      const answer = await send('POST', `${encodeURIComponent(objectId)}/addMessage`, { message });
      if (answer.status === 404 || answer.status === 429) return false;
      if (!answer.ok && answer.status !== 409) throw new GoogleWalletError(answer.status, 'message');
      return true;
    },
  };
}
