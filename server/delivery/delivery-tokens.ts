// A shop's access token on a platform as the adapters keep it (TokenStore, platform-adapter.ts), in
// delivery_token (migration 0067), sealed with the server's keys. A token sealed by a key the server
// no longer lists is no token: the adapter signs in again, as it would once the token expired.
import type { Queryable, SecretKeyring } from '../../engine/server';
import type { AccessToken, PlatformName, TokenStore } from './platforms/platform-adapter';

export interface TokenOwner {
  companyId: number;
  shopId: number;
  platform: PlatformName;
}

interface TokenRow {
  token: string;
  refresh_token: string | null;
  expires_at: Date;
}

export function deliveryTokens(db: Queryable, keyring: SecretKeyring, owner: TokenOwner): TokenStore {
  const place = `deliveryToken.${owner.platform}`;
  const key = [owner.companyId, owner.shopId, owner.platform];
  return {
    async read() {
      const { rows } = await db.query<TokenRow>(
        `SELECT token, refresh_token, expires_at FROM delivery_token
          WHERE company_id = $1 AND shop_id = $2 AND platform = $3`,
        key,
      );
      const row = rows[0];
      if (!row) return undefined;
      try {
        const token: AccessToken = {
          token: keyring.open(row.token, place),
          expiresAt: row.expires_at.getTime(),
        };
        if (row.refresh_token) token.refreshToken = keyring.open(row.refresh_token, place);
        return token;
      } catch {
        return undefined;
      }
    },
    async write({ token, expiresAt, refreshToken }) {
      await db.query(
        `INSERT INTO delivery_token (company_id, shop_id, platform, token, refresh_token, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (company_id, shop_id, platform) DO UPDATE SET token = excluded.token,
           refresh_token = excluded.refresh_token, expires_at = excluded.expires_at, updated_at = now()`,
        [
          ...key,
          keyring.seal(token, place),
          refreshToken === undefined ? null : keyring.seal(refreshToken, place),
          new Date(expiresAt),
        ],
      );
    },
  };
}
