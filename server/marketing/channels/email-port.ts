// Email through the server's mail path (SMTP, or the outbox alone where none is set up), waiting for
// the SMTP server's answer so the send record is marked by what really happened. A temporary refusal
// (a 4xx reply, a connection that failed) is throttling, tried again later; any other is a failure.
import type { Mailer } from '../../mail/mailer';
import type { ChannelPort, Delivery } from '../runs/delivery';

/** How long a temporarily refused mail waits before it is tried again. */
export const EMAIL_RETRY_MS = 60_000;

const TEMPORARY = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ESOCKET|ETIMEOUT)\b|(^|\D)4\d\d[ -]/;

/** The delivery an SMTP refusal stands for. */
export function smtpRefusal(error: string): Delivery {
  return TEMPORARY.test(error)
    ? { kind: 'throttled', retryAfterMs: EMAIL_RETRY_MS }
    : { kind: 'failed', reason: error };
}

export function emailPort(mailer: Mailer): ChannelPort {
  return {
    channel: 'email',
    async deliver(message) {
      const { mailId, error } = await mailer.sendWritten({
        purpose: 'marketing',
        to: message.address,
        language: message.language,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        sender: { name: message.senderName },
      });
      return error === null ? { kind: 'sent', mailId } : smtpRefusal(error);
    },
  };
}
