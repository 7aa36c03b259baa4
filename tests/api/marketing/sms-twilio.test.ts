// The Twilio adapter over real HTTP to the local fake (tests/support/sms-fake.ts): what reaches
// Twilio, and each answer mapped to its outcome: sent, throttled (429, 5xx, no server), unconfirmed (no answer in time)
// or failed with Twilio's reason.
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig, type TwilioConfig } from '../../../server/config';
import { smsProviderFrom } from '../../../server/marketing/sms/sms-provider';
import { twilioSms } from '../../../server/marketing/sms/twilio-sms';
import { fakeTwilio, type FakeTwilio } from '../../support/sms-fake';

const SENDER = '+85230009999';
const MESSAGING_SERVICE = `MG${'fedcba9876543210'.repeat(2)}`;

/** A server answering every call with `answer`, or never when it is undefined. */
async function localServer(answer?: (response: ServerResponse) => void): Promise<Server> {
  const server = createServer((_request, response) => answer?.(response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const closed = async (server: Server) => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
};

describe('the Twilio SMS adapter', () => {
  let fake: FakeTwilio;
  const account = (more: Partial<TwilioConfig> = {}): TwilioConfig => ({
    accountSid: fake.accountSid,
    authToken: fake.authToken,
    from: SENDER,
    apiUrl: fake.url,
    ...more,
  });

  afterEach(() => fake.close());

  it('sends to the member phone as stored, in E.164, and answers the message SID', async () => {
    fake = await fakeTwilio();
    const outcome = await twilioSms(account(), 'hk').send({ to: '9123 4567', text: '週末雙人套餐八折' });
    expect(outcome).toEqual({ kind: 'sent', providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(fake.messages).toEqual([
      { to: '+85291234567', from: SENDER, body: '週末雙人套餐八折', at: expect.any(Number) },
    ]);
  });

  it('sends through a Messaging Service when the sender is one', async () => {
    fake = await fakeTwilio();
    const outcome = await twilioSms(account({ from: MESSAGING_SERVICE }), 'hk').send({
      to: '+852 6123 4567',
      text: 'Happy hour',
    });
    expect(outcome.kind).toBe('sent');
    expect(fake.messages.map(({ from }) => from)).toEqual([MESSAGING_SERVICE]);
  });

  it('is throttled past the cap, told when to retry, and the fake records only what it took', async () => {
    fake = await fakeTwilio({ capPerSecond: 5 });
    const sms = twilioSms(account(), 'hk');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) => sms.send({ to: `9000 000${n}`, text: 'Tea set' })),
    );
    expect(outcomes.filter(({ kind }) => kind === 'sent')).toHaveLength(5);
    expect(outcomes.filter(({ kind }) => kind === 'throttled')).toEqual(
      Array.from({ length: 3 }, () => ({ kind: 'throttled', retryAfterMs: 1000 })),
    );
    expect(fake.messages).toHaveLength(5);
    expect(fake.throttled).toBe(3);
    expect(fake.maxInAnyWindow(1000)).toBe(5);
  });

  it('fails an invalid number with Twilio’s reason and sends nothing', async () => {
    fake = await fakeTwilio({ failNumbers: new Set(['+85299999999']) });
    const outcome = await twilioSms(account(), 'hk').send({ to: '9999 9999', text: 'Hello' });
    expect(outcome).toEqual({ kind: 'failed', reason: "21211 Invalid 'To' Phone Number: +85299999999" });
    expect(fake.messages).toEqual([]);
  });

  it('fails a phone that is no number before asking Twilio', async () => {
    fake = await fakeTwilio();
    const outcome = await twilioSms(account(), 'hk').send({ to: '123', text: 'Hello' });
    expect(outcome).toEqual({ kind: 'failed', reason: 'Not a phone number: "123"' });
    expect(fake.messages).toEqual([]);
  });

  it('fails when Twilio refuses the credentials', async () => {
    fake = await fakeTwilio();
    const outcome = await twilioSms(account({ authToken: 'wrong' }), 'hk').send({
      to: '91234567',
      text: 'Hi',
    });
    expect(outcome).toEqual({ kind: 'failed', reason: '20003 Authenticate' });
    expect(fake.messages).toEqual([]);
  });

  it('is throttled, not failed, when no server answers at the address', async () => {
    fake = await fakeTwilio();
    const gone = await localServer();
    const apiUrl = urlOf(gone);
    await closed(gone);
    const outcome = await twilioSms(account({ apiUrl }), 'hk').send({ to: '91234567', text: 'Hi' });
    expect(outcome).toEqual({ kind: 'throttled', retryAfterMs: expect.any(Number) });
  });

  it('is throttled when Twilio answers 5xx, after the Retry-After it gives', async () => {
    fake = await fakeTwilio();
    const failing = await localServer((response) =>
      response.writeHead(503, { 'retry-after': '7', 'content-type': 'text/html' }).end('<h1>down</h1>'),
    );
    const outcome = await twilioSms(account({ apiUrl: urlOf(failing) }), 'hk').send({
      to: '91234567',
      text: 'Hi',
    });
    expect(outcome).toEqual({ kind: 'throttled', retryAfterMs: 7000 });
    await closed(failing);
  });

  it('fails as unconfirmed, never to be sent twice, when Twilio does not answer in time', async () => {
    fake = await fakeTwilio();
    const silent = await localServer();
    const outcome = await twilioSms(account({ apiUrl: urlOf(silent) }), 'hk', 200).send({
      to: '91234567',
      text: 'Hi',
    });
    expect(outcome).toEqual({ kind: 'failed', reason: 'unconfirmed' });
    await closed(silent);
  });
});

describe('the server’s SMS provider', () => {
  const env = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: SENDER };

  it('is none without a Twilio account, and Twilio with one', () => {
    expect(smsProviderFrom(readConfig({}))).toBeNull();
    const config = readConfig(env);
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'token',
      from: SENDER,
      apiUrl: 'https://api.twilio.com',
    });
    expect(smsProviderFrom(config)?.name).toBe('twilio');
  });

  it('stops the start naming what a half-given account lacks', () => {
    expect(() => readConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'TWILIO_AUTH_TOKEN, TWILIO_FROM must be set with the other TWILIO_ settings',
    );
    expect(() => readConfig({ ...env, TWILIO_API_URL: 'api.twilio.com' })).toThrow('TWILIO_API_URL');
  });
});
