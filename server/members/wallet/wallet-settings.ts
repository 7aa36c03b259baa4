// A company's wallet pass as the server uses it (schemas/members wallet-pass.json): its design over
// the declared defaults, and each platform's credentials opened from their sealed fields. A platform
// is offered only while the pass is switched on and every credential it needs is saved, with the logo
// its pass cannot do without (Apple's icon, Google's program logo): a pass without it never opens.
import { settingsDefaults } from '../../../engine/schema';
import {
  revealSecret,
  settingsRow,
  type Queryable,
  type SecretKeyring,
  type SystemRecords,
} from '../../../engine/server';
import { pemBlock } from './pem';

export const WALLET_PASS = 'walletPass';

export interface WalletDesign {
  programName: string;
  companyDescription: string | null;
  backgroundColor: string;
  textColor: string;
  /** Uploaded PNGs, as paths under the upload directory. */
  appleLogo: string | null;
  googleLogo: string | null;
  cardBanner: string | null;
  googleIssuerName: string | null;
  /** Days before a coupon expires that the pass tells of it; null: no notice. */
  couponExpiryDays: number | null;
}

export interface AppleCredentials {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
}

export interface GoogleCredentials {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: string;
}

export interface WalletSettings {
  companyId: number;
  design: WalletDesign;
  apple: AppleCredentials | null;
  google: GoogleCredentials | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The company's wallet pass, or null when it offers none (switched off, or no platform configured). */
export async function walletSettings(
  db: Queryable,
  records: SystemRecords,
  keyring: SecretKeyring,
  companyId: number,
): Promise<WalletSettings | null> {
  const resource = records.resource(WALLET_PASS);
  const row = await settingsRow(db, resource, { companyId, shopId: null }, false);
  if (!row) return null;
  const saved = { ...settingsDefaults(resource), ...row.data };
  const programName = text(saved.programName);
  if (saved.enabled !== true || !programName) return null;
  const secret = (field: string) => text(revealSecret(keyring, resource, row.data, field));
  const pem = (field: string) => pemBlock(secret(field) ?? '');
  const apple = {
    passTypeId: secret('applePassTypeId'),
    teamId: secret('appleTeamId'),
    signerCert: pem('appleSignerCert'),
    signerKey: pem('appleSignerKey'),
    wwdr: pem('appleWwdrCert'),
  };
  const google = {
    issuerId: secret('googleIssuerId'),
    serviceAccountEmail: secret('googleServiceAccountEmail'),
    privateKey: pem('googlePrivateKey'),
  };
  const design: WalletDesign = {
    programName,
    companyDescription: text(saved.companyDescription),
    backgroundColor: saved.backgroundColor as string,
    textColor: saved.textColor as string,
    appleLogo: text(saved.appleLogo),
    googleLogo: text(saved.googleLogo),
    cardBanner: text(saved.cardBanner),
    googleIssuerName: text(saved.googleIssuerName),
    couponExpiryDays: saved.couponExpiryNotice === true ? (saved.couponExpiryDays as number) : null,
  };
  const settings: WalletSettings = {
    companyId,
    design,
    apple:
      complete(apple) && design.appleLogo
        ? { ...apple, signerKeyPassphrase: secret('appleSignerKeyPassphrase') ?? undefined }
        : null,
    google: complete(google) && design.googleLogo ? google : null,
  };
  return settings.apple || settings.google ? settings : null;
}

function complete<T extends Record<string, string | null | undefined>>(
  values: T,
): values is { [K in keyof T]: string } & T {
  return Object.values(values).every((value) => typeof value === 'string' && value !== '');
}
