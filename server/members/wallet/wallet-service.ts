// The wallet passes' one service, shared by the member's page, Apple's web service and the update
// job: a company's settings with their secrets opened, a member's pass content, and each platform's
// pass built from them.
import type { Language } from '../../../engine/server';
import { API_PREFIX } from '../../platform';
import { resolveKeyring } from '../../secrets/keyring-source';
import { FILES_PATH } from '../../uploads/files-plugin';
import type { ModuleContext } from '../../app-module';
import { applePass } from './apple-pass';
import type { LoyaltyParts } from './google-loyalty';
import { googleSaveLink } from './google-save-link';
import { passContent, type PassContent } from './pass-content';
import type { WalletEndpoints } from './wallet-endpoints';
import type { IssuedPass } from './wallet-passes';
import {
  walletSettings,
  type AppleCredentials,
  type GoogleCredentials,
  type WalletSettings,
} from './wallet-settings';

/** Where Apple's devices reach the pass web service, below the API's prefix. */
export const APPLE_SERVICE_PATH = '/wallet/apple';

export type WalletContext = Pick<ModuleContext, 'db' | 'records' | 'messages' | 'config'>;

export interface WalletService {
  endpoints: WalletEndpoints;
  settings(companyId: number): Promise<WalletSettings | null>;
  content(
    settings: WalletSettings,
    member: { companyId: number; memberId: number },
    language: Language,
  ): Promise<PassContent | undefined>;
  applePass(
    settings: WalletSettings & { apple: AppleCredentials },
    pass: IssuedPass,
    content: PassContent,
  ): Promise<Buffer>;
  loyaltyParts(
    settings: WalletSettings & { google: GoogleCredentials },
    serial: string,
    content: PassContent,
  ): LoyaltyParts;
  saveLink(parts: LoyaltyParts): Promise<string>;
}

export function walletService(context: WalletContext, endpoints: WalletEndpoints): WalletService {
  const { db, records, messages, config } = context;
  // The same keys the resource service seals with: both are the configuration's (keyring-source.ts).
  const keyring = resolveKeyring(config);
  return {
    endpoints,
    settings: (companyId) => walletSettings(db, records, keyring, companyId),
    content: (settings, member, language) =>
      passContent(db, records, messages, config.region, member, language, settings.design.couponExpiryDays),
    applePass: (settings, pass, content) =>
      applePass({
        design: settings.design,
        apple: settings.apple,
        pass,
        content,
        webServiceUrl: `${config.publicUrl}${API_PREFIX}${APPLE_SERVICE_PATH}`,
        uploadDir: config.uploadDir,
      }),
    loyaltyParts: (settings, serial, content) => ({
      design: settings.design,
      google: settings.google,
      companyId: settings.companyId,
      serial,
      content,
      imageBase: config.imageBaseUrl ?? `${config.publicUrl}${FILES_PATH}`,
    }),
    saveLink: (parts) => googleSaveLink(parts, config.publicUrl),
  };
}
