// A member's Apple Wallet pass (`.pkpass`): a store card in his company's design, showing his points,
// balance and level, with his member code as a QR, signed with the company's Pass Type ID
// certificate by passkit-generator (manifest of SHA-1 hashes, detached PKCS#7 signature). The pass
// names Apple's web service here (apple-web-service-plugin.ts) and its own token for it, so his
// device asks for a new one when the update job pushes (wallet-updates-job.ts). His latest message is
// a back field that announces itself when it changes (pass-messages.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PassContent } from './pass-content';
import type { IssuedPass } from './wallet-passes';
import type { AppleCredentials, WalletDesign } from './wallet-settings';

export interface ApplePassSource {
  design: WalletDesign;
  apple: AppleCredentials;
  pass: IssuedPass;
  content: PassContent;
  /** The pass web service's base URL, as Apple's devices reach it. */
  webServiceUrl: string;
  /** Where uploaded images are kept (their paths are relative to it). */
  uploadDir: string;
}

/** Each image of the design and the pass files Apple reads it as (its @2x too: one PNG serves both). */
async function images(design: WalletDesign, uploadDir: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  const put = async (path: string | null, names: string[]) => {
    if (!path) return;
    const bytes = await readFile(join(uploadDir, path));
    for (const name of names) files[name] = bytes;
  };
  await put(design.appleLogo, ['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png']);
  await put(design.cardBanner, ['strip.png', 'strip@2x.png']);
  return files;
}

const money = (cents: number) => cents / 100;

export async function applePass(source: ApplePassSource): Promise<Buffer> {
  // Loaded on the first pass made: with its schema and signing libraries it took a third of a second
  // of every start (and of every API test file's), where most servers never make a pass.
  const { PassType, PKPass } = await import('passkit-generator');
  const { design, apple, pass, content } = source;
  const bundle = new PKPass(
    await images(design, source.uploadDir),
    {
      wwdr: apple.wwdr,
      signerCert: apple.signerCert,
      signerKey: apple.signerKey,
      ...(apple.signerKeyPassphrase ? { signerKeyPassphrase: apple.signerKeyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: pass.serial,
      authenticationToken: pass.authToken,
      webServiceURL: source.webServiceUrl,
      organizationName: design.googleIssuerName ?? design.programName,
      description: `${design.programName} ${content.label('description')}`,
      logoText: design.programName,
      backgroundColor: design.backgroundColor,
      foregroundColor: design.textColor,
      labelColor: design.textColor,
    },
  );
  const card = new PassType('storeCard');
  card.headerFields.push({ key: 'points', label: content.label('points'), value: content.points });
  card.primaryFields.push({
    key: 'balance',
    label: content.label('balance'),
    value: money(content.balance),
    currencyCode: content.currency,
  });
  card.secondaryFields.push({ key: 'member', label: content.label('member'), value: content.name });
  if (content.levelName)
    card.auxiliaryFields.push({ key: 'level', label: content.label('level'), value: content.levelName });
  if (content.expiringCoupons !== null)
    card.auxiliaryFields.push({
      key: 'expiringCoupons',
      label: content.label('expiringCoupons'),
      value: content.expiringCoupons,
      // Wallet tells him when the count changes on an update: the notice itself.
      changeMessage: `${content.label('expiringCoupons')}: %@`,
    });
  const [latest] = content.messages;
  if (latest)
    card.backFields.push({
      key: 'message',
      label: content.messagesLabel,
      value: `${latest.header}\n${latest.body}`,
      // Wallet announces the field's new value when an update brings one: the message's notification.
      changeMessage: '%@',
    });
  if (design.companyDescription)
    card.backFields.push({ key: 'about', label: design.programName, value: design.companyDescription });
  bundle.types.push(card);
  bundle.setBarcodes({
    message: content.code,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: content.code,
  });
  return bundle.getAsBuffer();
}
