// A member's "Save to Google Wallet" link: a JWT signed RS256 with the company's service account key
// (jose), carrying the company's loyalty class and his loyalty object, which Google creates (or
// finds) when he opens it. `origins` names our site, where the link is offered.
import { importPKCS8, SignJWT } from 'jose';
import { GOOGLE_SAVE_URL } from '../../../protocol/wallet';
import { loyaltyClass, loyaltyObject, type LoyaltyParts } from './google-loyalty';

export async function googleSaveLink(parts: LoyaltyParts, origin: string): Promise<string> {
  const key = await importPKCS8(parts.google.privateKey, 'RS256');
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { loyaltyClasses: [loyaltyClass(parts)], loyaltyObjects: [loyaltyObject(parts)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(parts.google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
