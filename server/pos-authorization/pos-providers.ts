// The providers' OAuth apps (server/config.ts): our app id with each and its authorize page, where a
// company manager grants us access and which sends him back to the provider's result page here.
import { POS_RESULT_PAGES, type PosProvider } from '../../protocol/pos-authorization';
import type { ServerConfig } from '../config';

export type ProviderConfig = Pick<ServerConfig, 'publicUrl' | 'cloverAppId' | 'cloverAuthorizeUrl'>;

export interface ProviderApp {
  /** The OAuth client_id the provider issued us. */
  appId: string;
  authorizeUrl: string;
  /** Our public page the provider sends the browser back to (its redirect_uri). */
  returnUrl: string;
}

const SETTINGS: Record<PosProvider, (config: ProviderConfig) => { appId?: string; authorizeUrl: string }> = {
  clover: (config) => ({ appId: config.cloverAppId, authorizeUrl: config.cloverAuthorizeUrl }),
};

/** The provider's app as this server is set up for it; undefined without an app id. */
export function providerApp(config: ProviderConfig, provider: PosProvider): ProviderApp | undefined {
  const { appId, authorizeUrl } = SETTINGS[provider](config);
  if (!appId) return undefined;
  return { appId, authorizeUrl, returnUrl: `${config.publicUrl}${POS_RESULT_PAGES[provider]}` };
}

/** The provider's authorize page for one started authorization, carrying the state to bring back. */
export function authorizeAddress(app: ProviderApp, state: string): string {
  const address = new URL(app.authorizeUrl);
  address.searchParams.set('client_id', app.appId);
  address.searchParams.set('redirect_uri', app.returnUrl);
  address.searchParams.set('state', state);
  return address.toString();
}
