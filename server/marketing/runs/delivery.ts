// What a channel answers for one message (issue 25 item 4): sent, with the provider's id of it;
// throttled (the provider asks us to slow down, or cannot be reached now), to be tried again after a
// while and never counted as a failure; or failed, with the reason kept on its send record.
import type { Language } from '../../../engine/server';
import type { MarketingChannel } from '../task-record';

export type Delivery =
  | { kind: 'sent'; providerId?: string; mailId?: number }
  | { kind: 'throttled'; retryAfterMs: number }
  | { kind: 'failed'; reason: string };

/** A message to one member, rendered for its channel. */
export interface Outgoing {
  companyId: number;
  memberId: number;
  /** The send record's own name: what makes the same message sent again one message. */
  sendKey: string;
  /** The email address or the phone number in E.164; for a wallet notification, the member. */
  address: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of an email (List-Unsubscribe). */
  headers: Record<string, string>;
  /** An email's Message-ID: the same for the same send record, so a mail sent again is known as one. */
  messageId?: string;
  language: Language;
  /** The company's name, as the email's sender. */
  senderName: string;
}

/** One channel's way out. */
export interface ChannelPort {
  readonly channel: MarketingChannel;
  deliver(message: Outgoing): Promise<Delivery>;
}

/** A member's message that could not be written, and why (a template run past its limits). */
export interface Unwritten {
  failed: string;
}

export const isUnwritten = (message: Outgoing | Unwritten): message is Unwritten => 'failed' in message;
