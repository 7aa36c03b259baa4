// Coupon codes (business §4): twelve characters of Crockford's base32 (digits and capitals without
// I, L, O and U, so a code read aloud or typed from paper is not mistaken), 60 random bits each.
// With 100,000 codes of a coupon out, a guess hits one with odds of about 1 in 10^13, and the
// point of sale refuses an unknown code long before anyone could try that many.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;
export const COUPON_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** A fresh code: 12 characters, each 5 of 60 random bits (the 8 bytes' last 4 bits unused). */
export function newCouponCode(): string {
  const bytes = randomBytes(8);
  let bits = bytes.readBigUInt64BE();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    code += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code;
}
