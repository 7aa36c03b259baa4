// The local SMTP server the marketing mail bench delivers to: it takes every message and keeps only
// when it arrived and to whom, so what is measured is the sender's work, not the sink's.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  /** The SMTP_URL that reaches this server. */
  url: string;
  /** When each message had all arrived (ms), in order. */
  arrivals: number[];
  /** Distinct recipients seen. */
  recipients: Set<string>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const arrivals: number[] = [];
  const recipients = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push(Date.now());
        for (const address of session.envelope.rcptTo) recipients.add(address.address.toLowerCase());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    recipients,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
