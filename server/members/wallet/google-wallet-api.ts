// Google Wallet's update path: the company's service account buys an access token (OAuth 2.0 JWT
// bearer grant, its assertion signed RS256 with jose), then PATCHes the member's loyalty object with
// his holdings. A PATCH sets values, so sending the same change again leaves the object as it was.
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
  return {
    async patchObject(objectId, patch) {
      // One token for the adapter's run: a job's batch of objects shares it.
      token ??= accessToken();
      const answer = await fetch(`${endpoints.googleWallet}/loyaltyObject/${encodeURIComponent(objectId)}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      if (answer.status === 404) return false;
      if (!answer.ok) throw new GoogleWalletError(answer.status, 'object update');
      return true;
    },
  };
}
