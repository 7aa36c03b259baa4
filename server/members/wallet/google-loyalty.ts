// A member's card as Google Wallet's loyalty class (the company's programme) and loyalty object (his
// card): the same content as his Apple pass (pass-content.ts), his member code as the QR.
import type { PassContent } from './pass-content';
import type { ShownMessage } from './pass-messages';
import type { GoogleCredentials, WalletDesign } from './wallet-settings';

export interface LoyaltyParts {
  design: WalletDesign;
  google: GoogleCredentials;
  companyId: number;
  serial: string;
  content: PassContent;
  /** Where uploaded images are served from, ending in a slash. */
  imageBase: string;
}

/** The company's class: one per company, named after it, under its issuer. */
export const loyaltyClassId = ({ google, companyId }: Pick<LoyaltyParts, 'google' | 'companyId'>) =>
  `${google.issuerId}.brigade-company-${companyId}`;

/** His object: the pass's serial under the issuer. */
export const loyaltyObjectId = ({ google, serial }: Pick<LoyaltyParts, 'google' | 'serial'>) =>
  `${google.issuerId}.${serial}`;

const image = (imageBase: string, path: string | null) =>
  path ? { sourceUri: { uri: `${imageBase}${path}` } } : undefined;

export function loyaltyClass(parts: LoyaltyParts): Record<string, unknown> {
  const { design } = parts;
  return {
    id: loyaltyClassId(parts),
    issuerName: design.googleIssuerName ?? design.programName,
    programName: design.programName,
    programLogo: image(parts.imageBase, design.googleLogo),
    hexBackgroundColor: design.backgroundColor,
    reviewStatus: 'UNDER_REVIEW',
  };
}

/**
 * One of his messages as Google lists it, its id the sender's key. Listed plainly; announcing one
 * (`TEXT_AND_NOTIFY`) is an add-message call of its own, as a patch notifies no one.
 */
export const loyaltyMessage = (
  { key, header, body }: ShownMessage,
  messageType: 'TEXT' | 'TEXT_AND_NOTIFY' = 'TEXT',
) => ({ id: key, header, body, messageType });

/** What of his object changes with his holdings, level and messages: what an update patches. */
export function loyaltyObjectHoldings({ content }: LoyaltyParts): Record<string, unknown> {
  return {
    accountName: content.name,
    loyaltyPoints: { label: content.label('points'), balance: { int: content.points } },
    secondaryLoyaltyPoints: {
      label: content.label('balance'),
      balance: { money: { micros: String(content.balance * 10_000), currencyCode: content.currency } },
    },
    textModulesData: [
      ...(content.levelName
        ? [{ id: 'level', header: content.label('level'), body: content.levelName }]
        : []),
      ...(content.expiringCoupons === null
        ? []
        : [
            {
              id: 'expiring',
              header: content.label('expiringCoupons'),
              body: String(content.expiringCoupons),
            },
          ]),
    ],
    messages: content.messages.map((message) => loyaltyMessage(message)),
  };
}

export function loyaltyObject(parts: LoyaltyParts): Record<string, unknown> {
  const { content } = parts;
  return {
    id: loyaltyObjectId(parts),
    classId: loyaltyClassId(parts),
    state: 'ACTIVE',
    accountId: content.code,
    barcode: { type: 'QR_CODE', value: content.code, alternateText: content.code },
    heroImage: image(parts.imageBase, parts.design.cardBanner),
    ...loyaltyObjectHoldings(parts),
  };
}
