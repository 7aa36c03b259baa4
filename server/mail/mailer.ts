// Every mail the server sends goes through one Mailer: composed in the reader's language, recorded
// in the outbox, and, when SMTP_URL is set, delivered by nodemailer after the call has answered, so
// an answer takes as long whether or not a mail went out (a forgotten-password call tells nobody
// which addresses exist) and a slow SMTP server never holds a request.
import type { FastifyBaseLogger } from 'fastify';
import type { Language, Messages, Params, Queryable } from '../../engine/server';
import type { ServerConfig } from '../config';
import { composeMail, type MailHighlight, type MailPurpose } from './mail-texts';
import { recordDelivery, recordMail } from './outbox';
import { smtpDelivery, type Deliver, type MailSender } from './smtp-delivery';

export interface Mail {
  purpose: MailPurpose;
  to: string;
  language: Language;
  highlight: MailHighlight;
  /** Values the purpose's texts name ({{minutes}}, {{username}}…). */
  params: Params;
  /** Whom it comes from, where not the server's own sender (a company's mail to its members). */
  sender?: MailSender;
}

export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly messages: Messages,
    /** undefined: no SMTP, the outbox is the delivery. */
    private readonly deliver: Deliver | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  async send(mail: Mail): Promise<void> {
    const text = composeMail(this.messages, mail.language, mail.purpose, mail.highlight, mail.params);
    const entry = {
      purpose: mail.purpose,
      recipient: mail.to,
      language: mail.language,
      subject: text.subject,
    };
    if (!this.deliver) {
      await recordMail(this.db, { ...entry, body: text.text, status: 'kept' });
      return;
    }
    // Over SMTP the outbox keeps the envelope only: the text holds live codes and links.
    const id = await recordMail(this.db, { ...entry, body: null, status: 'sending' });
    const message = { to: mail.to, ...text, ...(mail.sender ? { sender: mail.sender } : {}) };
    const delivery = this.deliverRecorded(this.deliver, id, message);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves once every delivery under way has been recorded (the server closing). */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async deliverRecorded(
    deliver: Deliver,
    id: number,
    message: Parameters<Deliver>[0],
  ): Promise<void> {
    let error: string | null = null;
    try {
      await deliver(message);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      this.log.error({ err: failure, mailId: id }, 'mail delivery failed');
    }
    try {
      await recordDelivery(this.db, id, error);
    } catch (failure) {
      this.log.error({ err: failure, mailId: id }, 'mail delivery could not be recorded');
    }
  }
}

export function createMailer(
  db: Queryable,
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  messages: Messages,
  log: Pick<FastifyBaseLogger, 'error'>,
): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : undefined;
  return new Mailer(db, messages, deliver, log);
}
