// The SMS channel as the marketing sender sees it (issue 25 item 4): one adapter, whatever provider
// is behind it. A provider's throttling is "try later", never a failure (listmonk#2273: a campaign
// half sent because 429s were counted as refusals); a refusal keeps the provider's reason.
import type { ServerConfig } from '../../config';
import { twilioSms } from './twilio-sms';

export type SmsOutcome =
  | { kind: 'sent'; providerId: string }
  /** 429, 5xx, a network error or a timeout: send it again after `retryAfterMs`. */
  | { kind: 'throttled'; retryAfterMs: number }
  /** A permanent refusal (a bad number, any other 4xx), kept as the send record's reason. */
  | { kind: 'failed'; reason: string };

export interface SmsProvider {
  readonly name: string;
  /** `to` as the member's phone is stored; the provider writes it as it needs. Never throws. */
  send(message: { to: string; text: string }): Promise<SmsOutcome>;
}

/** The server's SMS provider; null when none is set up, so SMS tasks are refused. */
export function smsProviderFrom(config: Pick<ServerConfig, 'twilio' | 'region'>): SmsProvider | null {
  return config.twilio ? twilioSms(config.twilio, config.region) : null;
}
