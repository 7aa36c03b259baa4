// Twilio's calls to us (its incoming message webhook) carry X-Twilio-Signature: base64 of an
// HMAC-SHA1, keyed with the account's auth token, over the full URL Twilio called followed by each
// POST parameter's name and value, sorted by name. Anyone can post to a public route; only Twilio
// knows the token, so a call whose signature does not check was not Twilio's.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** The form Twilio posts, one value a name (a name given twice cannot be signed as we read it). */
export type TwilioParams = Readonly<Record<string, string>>;

const digest = (authToken: string, url: string, params: TwilioParams): Buffer => {
  const hmac = createHmac('sha1', authToken).update(url);
  for (const name of Object.keys(params).sort()) hmac.update(`${name}${params[name] ?? ''}`);
  return hmac.digest();
};

/** The signature Twilio sends with a call to `url` posting `params`. */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  return digest(authToken, url, params).toString('base64');
}

/** Whether the call carries Twilio's signature, compared in constant time. */
export function isSignedByTwilio(
  authToken: string,
  url: string,
  params: TwilioParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = digest(authToken, url, params);
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface InboundSms {
  /** The sender's number, E.164 as Twilio writes it. */
  from: string;
  /** Our number it was sent to. */
  to: string;
  body: string;
}

/** The incoming message a webhook's form carries. */
export const inboundSms = (params: TwilioParams): InboundSms => ({
  from: params.From ?? '',
  to: params.To ?? '',
  body: params.Body ?? '',
});
