// Every mail the server sends goes through one Mailer: composed in the reader's language, recorded
// in the outbox, and, when SMTP_URL is set, delivered by nodemailer after the call has answered, so
// an answer takes as long whether or not a mail went out (a forgotten-password call tells nobody
// which addresses exist) and a slow SMTP server never holds a request.
import type { FastifyBaseLogger } from 'fastify';
import type { Language, Messages, Params, Queryable } from '../../engine/server';
import type { ServerConfig } from '../config';
import {
  composeMail,
  plainTextHtml,
  type MailHighlight,
  type MailPurpose,
  type WrittenMailPurpose,
} from './mail-texts';
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

/** A mail whose words are written already (a company's own reminder), in plain text. */
export interface WrittenMail {
  purpose: WrittenMailPurpose;
  to: string;
  language: Language;
  subject: string;
  text: string;
  /** Its own markup, safe already (a marketing template's); otherwise made from the text. */
  html?: string;
  /** Headers beyond the usual (a marketing mail's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Its Message-ID, where the same mail sent again must be known as the same (a marketing send's). */
  messageId?: string;
  sender?: MailSender;
}

/** Where a written mail ended: its outbox row, and the SMTP server's refusal if it refused it. */
export interface WrittenMailOutcome {
  mailId: number;
  error: string | null;
}

export class Mailer {
  private readonly inFlight = new Set<Promise<unknown>>();

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

  /**
   * Records and delivers a written mail, waiting for the delivery: for a job that marks its own
   * send record once the mail has left (ARCHITECTURE.md "Exactly-once sending").
   */
  async sendWritten(mail: WrittenMail): Promise<WrittenMailOutcome> {
    const entry = {
      purpose: mail.purpose,
      recipient: mail.to,
      language: mail.language,
      subject: mail.subject,
    };
    if (!this.deliver)
      return {
        mailId: await recordMail(this.db, { ...entry, body: mail.text, status: 'kept' }),
        error: null,
      };
    const mailId = await recordMail(this.db, { ...entry, body: null, status: 'sending' });
    const message = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? plainTextHtml(mail.text),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.sender ? { sender: mail.sender } : {}),
    };
    const delivery = this.deliverRecorded(this.deliver, mailId, message);
    this.inFlight.add(delivery);
    try {
      return { mailId, error: await delivery };
    } finally {
      this.inFlight.delete(delivery);
    }
  }

  /** Resolves once every delivery under way has been recorded (the server closing). */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  /** Delivers and records the end; answers the SMTP server's refusal, or null once sent. */
  private async deliverRecorded(
    deliver: Deliver,
    id: number,
    message: Parameters<Deliver>[0],
  ): Promise<string | null> {
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
    return error;
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
