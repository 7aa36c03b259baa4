import { createTransport } from 'nodemailer';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a message to the SMTP server; rejects with the server's reason. */
export type Deliver = (message: OutgoingMessage) => Promise<void>;

/** Delivery through nodemailer to the server `SMTP_URL` names (smtp:// or smtps://, with credentials). */
export function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = createTransport(smtpUrl, { from });
  return async (message) => {
    await transport.sendMail(message);
  };
}
