// A local fake of Twilio Programmable Messaging's send call (POST /2010-04-01/Accounts/{sid}/Messages.json),
// checking what Twilio checks and answering as Twilio answers: HTTP Basic with the account SID and
// auth token (401, error 20003), a To in E.164 (400, 21211 "Invalid 'To' Phone Number", also for the
// numbers a test names), a sender (21603) and a Body (21602). Over `capPerSecond` accepted messages
// in any second it throttles as Twilio does (429, error 20429, Retry-After) and records nothing.
// It also plays Twilio's side of the incoming message webhook: a signed form posted to our route.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TWILIO_SIGNATURE_HEADER, twilioSignature } from '../../server/marketing/sms/twilio-inbound';
import { maxInAnyWindow } from './sliding-window';

export const FAKE_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_AUTH_TOKEN = 'fake-auth-token';
/** The fake's number, which replies are sent to. */
export const FAKE_NUMBER = '+85230001234';

export interface FakeSms {
  to: string;
  /** The From sent, else the Messaging Service SID. */
  from: string;
  body: string;
  /** When the fake accepted it, in milliseconds. */
  at: number;
}

export interface FakeTwilioOptions {
  /** Accepted messages in any second past which the fake throttles. */
  capPerSecond?: number;
  /** Numbers refused as invalid (21211). */
  failNumbers?: ReadonlySet<string>;
}

export interface FakeTwilio {
  /** The TWILIO_API_URL that reaches the fake. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted, in order. */
  messages: FakeSms[];
  /** The sends answered 429. */
  throttled: number;
  /** The most messages accepted within any `ms` milliseconds. */
  maxInAnyWindow(ms: number): number;
  /**
   * Posts a message from a member to `url` as Twilio does, signed with `signedWith` (the account's
   * token unless a test forges it) for `signedUrl`, the address Twilio was told (`url` unless the
   * server is reached through another, its PUBLIC_URL).
   */
  sendInbound(
    url: string,
    message: { from: string; body: string },
    signing?: { signedUrl?: string; signedWith?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

const E164 = /^\+[1-9][0-9]{6,14}$/;
const THROTTLE_WINDOW_MS = 1000;

const twilioError = (response: ServerResponse, status: number, code: number, message: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
  );
};

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function fakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const messages: FakeSms[] = [];
  const path = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;

  const accept = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await formOf(request);
    if (request.headers.authorization !== basic) return twilioError(response, 401, 20003, 'Authenticate');
    if (request.method !== 'POST' || request.url !== path)
      return twilioError(response, 404, 20404, 'The requested resource was not found');
    const to = form.get('To');
    const from = form.get('From') ?? form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return twilioError(response, 400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(response, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(response, 400, 21602, 'Message body is required.');
    if (!E164.test(to) || options.failNumbers?.has(to))
      return twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    const at = Date.now();
    const cap = options.capPerSecond;
    if (cap !== undefined && messages.filter((sent) => sent.at > at - THROTTLE_WINDOW_MS).length >= cap) {
      fake.throttled++;
      response.setHeader('retry-after', '1');
      return twilioError(response, 429, 20429, 'Too Many Requests');
    }
    messages.push({ to, from, body, at });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        sid,
        account_sid: FAKE_ACCOUNT_SID,
        to,
        from: form.get('From'),
        messaging_service_sid: form.get('MessagingServiceSid'),
        body,
        status: form.has('From') ? 'queued' : 'accepted',
        error_code: null,
        error_message: null,
        api_version: '2010-04-01',
        uri: `${path.replace('.json', '')}/${sid}.json`,
      }),
    );
  };

  // A sender that dies mid-request (a server a test kills) leaves nothing to answer.
  const server = createServer((request, response) => {
    accept(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  const fake: FakeTwilio = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid: FAKE_ACCOUNT_SID,
    authToken: FAKE_AUTH_TOKEN,
    messages,
    throttled: 0,
    // Accepted in time order.
    maxInAnyWindow: (ms) =>
      maxInAnyWindow(
        messages.map(({ at }) => at),
        ms,
      ),
    sendInbound(url, { from, body }, signing = {}) {
      // The fields Twilio posts with an incoming SMS, all of them signed.
      const params = {
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        AccountSid: FAKE_ACCOUNT_SID,
        From: from,
        To: FAKE_NUMBER,
        Body: body,
        NumMedia: '0',
        NumSegments: '1',
        SmsStatus: 'received',
        ApiVersion: '2010-04-01',
      };
      const signature = twilioSignature(
        signing.signedWith ?? FAKE_AUTH_TOKEN,
        signing.signedUrl ?? url,
        params,
      );
      return fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [TWILIO_SIGNATURE_HEADER]: signature,
        },
        body: new URLSearchParams(params),
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return fake;
}
