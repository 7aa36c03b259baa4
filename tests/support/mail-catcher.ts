// A real SMTP server on a free local port (the smtp-server package) that keeps every mail it
// receives, so a test can read what the product mailed and follow the code or link in it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The From header, decoded: `Name <address>`. */
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** Its Message-ID header, `<…>`: a mail sent again keeps it. */
  messageId: string;
  /** When its data had all arrived, in milliseconds. */
  at: number;
}

export interface MailCatcher {
  /** The SMTP_URL that reaches this server. */
  url: string;
  received: CaughtMail[];
  /** The next mail to `address` not taken yet; waits for it. */
  next(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function plainText(part: MimePart): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return /^text\/plain/i.test(type) ? decodeBody(part) : undefined;
  for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
    const found = plainText(parsePart(chunk.replace(/^\r?\n/, '')));
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = parsePart(Buffer.concat(chunks).toString('utf8'));
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          from: decodeWords(message.headers.get('from') ?? ''),
          subject: decodeWords(message.headers.get('subject') ?? ''),
          text: (plainText(message) ?? '').trim(),
          messageId: message.headers.get('message-id') ?? '',
          at: Date.now(),
        });
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  // A sender that dies mid-session (a server a test kills) resets its connection: its mail is not
  // received, and the catcher goes on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string): CaughtMail | undefined => {
    const mail = received.find((one) => !taken.has(one) && one.to.includes(address.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(address, timeoutMs = 4_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail reached ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          const mail = take(address);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        }
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code a mail carries. */
export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`);
  return code;
}

/** The link a mail carries, as a URL. */
export function linkIn(mail: CaughtMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(link);
}
