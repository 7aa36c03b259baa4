// Keeta's X-App-Signature (Open Delivery API): Base64 of an HMAC-SHA256, keyed with the client
// secret, over `URL & sortedQuery & body`: the URL without its query, the query's `k=v` pairs sorted
// by key and joined by "&", and the body's JSON; an empty part is dropped with its "&", and so is an
// empty body ("" or "{}"). Keeta asks for the body canonicalised (RFC 8785: keys sorted, no spaces),
// so we send exactly the bytes we sign. The same scheme signs Keeta's webhooks to us, over the URL
// Keeta was told.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const KEETA_SIGNATURE_HEADER = 'x-app-signature';

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with object keys sorted by UTF-16 code units and no whitespace (RFC 8785). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => byCodeUnits(a, b))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What Keeta signs for a call to `url` (its query included) carrying `body`. */
export function keetaStringToSign(url: string, body: string): string {
  const parsed = new URL(url);
  const query = [...parsed.searchParams]
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const signedBody = body === '{}' ? '' : body;
  return [`${parsed.origin}${parsed.pathname}`, query, signedBody].filter((part) => part !== '').join('&');
}

const digest = (clientSecret: string, signed: string): Buffer =>
  createHmac('sha256', clientSecret).update(signed, 'utf8').digest();

/** The X-App-Signature of a call to `url` carrying `body` (the exact bytes sent, '' for none). */
export function keetaSignature(clientSecret: string, url: string, body: string): string {
  return digest(clientSecret, keetaStringToSign(url, body)).toString('base64');
}

/**
 * Whether a webhook carries Keeta's signature, compared in constant time. Keeta's pages disagree on
 * what its webhooks sign (research §3.4): the URL scheme above, or the body alone; either is an HMAC
 * with the client secret, so either is accepted.
 */
export function isSignedByKeeta(clientSecret: string, url: string, body: string, signature: string): boolean {
  const given = Buffer.from(signature, 'base64');
  return [keetaStringToSign(url, body), body].some((signed) => {
    const expected = digest(clientSecret, signed);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
