import { createTransport } from 'nodemailer';

/** Whom a mail comes from instead of the server's sender (a company's, to its members); each part optional. */
export interface MailSender {
  name?: string;
  address?: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  messageId?: string;
  sender?: MailSender;
}

/** Hands a message to the SMTP server; rejects with the server's reason. */
export type Deliver = (message: OutgoingMessage) => Promise<void>;

/**
 * The From of a mail: the sender's name and address where given, the server's (`MAIL_FROM`, as
 * `Name <address>` or a bare address) for what is not.
 */
export function fromOf(serverFrom: string, sender: MailSender = {}): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(serverFrom);
  const server = named
    ? { name: named[1] ?? '', address: named[2] ?? '' }
    : { name: '', address: serverFrom.trim() };
  return { name: sender.name ?? server.name, address: sender.address ?? server.address };
}

/** Delivery through nodemailer to the server `SMTP_URL` names (smtp:// or smtps://, with credentials). */
export function smtpDelivery(smtpUrl: string, from: string): Deliver {
  // Bounded, so a stalled server fails the message in seconds, well inside a marketing sender's lease.
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return async ({ sender, ...message }) => {
    await transport.sendMail(sender ? { ...message, from: fromOf(from, sender) } : message);
  };
}
