// Every refusal made before a route runs, seen over a real socket (fastify.inject does not go through
// Node's HTTP parser): malformed JSON, a body over the limit, a content type no parser reads, an
// address over the server's limit, headers over Node's, a request line that is not HTTP. Each is
// the envelope with its HTTP code as status, translated, with a request id (issue 22 item 7).
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import { MAX_PARAM_LENGTH, MAX_URL_LENGTH } from '../../../engine/server/transport-limits';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { describeOnEachDatabase, TEST_SECRET_KEYS } from '../support/api-harness';
import { rawExchange, rawRequest, type RawAnswer } from '../support/raw-http';

const JSON_TYPE = { 'content-type': 'application/json' };

describeOnEachDatabase(
  'transport refusals over a real socket',
  (api) => {
    let port = 0;
    beforeAll(async () => {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      port = Number(new URL(address).port);
    });

    const expectEnvelope = (answer: RawAnswer, http: number, msgEn: string) => {
      expect(answer.http).toBe(http);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
      const envelope = JSON.parse(answer.body) as Record<string, unknown>;
      expect(envelope).toEqual({ status: http, msg: expect.any(String), msgEn, data: null });
      expect(envelope.msg).not.toBe('');
    };

    it('answers malformed JSON, a body over the limit and an unread content type with envelopes', async () => {
      const login = (headers: Record<string, string>, body: string) =>
        rawExchange(port, rawRequest('PUT', '/pro-api/login', headers, body));
      expectEnvelope(await login(JSON_TYPE, '{"username": '), 400, 'The request body is not valid JSON');
      expectEnvelope(
        await login(JSON_TYPE, JSON.stringify({ username: 'x'.repeat(4000), password: 'y' })),
        413,
        'The request body is too large (limit 2 KB)',
      );
      expectEnvelope(
        await login({ 'content-type': 'text/xml' }, '<login/>'),
        415,
        'Unsupported content type',
      );
    });

    it('refuses an address over its limit, and a path parameter over the router’s, with 414', async () => {
      const query = `?email=${'a'.repeat(MAX_URL_LENGTH)}`;
      for (const path of [
        `/pro-api/register/valid/123456${query}`,
        `/pro-api/no/such/call${query}`,
        `/pro-api/public/booking/${'t'.repeat(MAX_PARAM_LENGTH + 1)}`,
      ])
        expectEnvelope(await rawExchange(port, rawRequest('GET', path)), 414, 'The address is too long');
      // At the limit, the address is read: this code is simply wrong.
      const atLimit = `/pro-api/register/valid/123456?email=`;
      const answer = await rawExchange(
        port,
        rawRequest('GET', `${atLimit}${'a'.repeat(MAX_URL_LENGTH - atLimit.length)}`),
      );
      expect(answer.http).toBe(200);
    });

    it('answers headers past Node’s limit with a 431 envelope, an address of 20 to 60 KB included', async () => {
      for (const length of [20_000, 60_000])
        expectEnvelope(
          await rawExchange(port, rawRequest('GET', `/pro-api/category?name=${'a'.repeat(length)}`)),
          431,
          'The address or the request headers are too large',
        );
      expectEnvelope(
        await rawExchange(port, rawRequest('GET', '/healthz', { 'x-padding': 'p'.repeat(20_000) })),
        431,
        'The address or the request headers are too large',
      );
    });

    it('answers a request that is not HTTP with a 400 envelope', async () => {
      for (const request of ['HELLO THERE\r\n\r\n', 'GET /healthz HTTP/1.1\r\nHost x\r\n\r\n'])
        expectEnvelope(await rawExchange(port, request), 400, 'Bad request');
    });
  },
  { config: { bodyLimitBytes: 2048 } },
);

describe('a client address behind a balancer', () => {
  it('refuses an X-Forwarded-For that names no address, before it keys a throttle', async () => {
    const db = await openPgliteDatabase(undefined);
    const config = { ...readConfig({}), clientDir: '/nonexistent', secretKeys: TEST_SECRET_KEYS };
    const app = await buildApp({ db, config, log: false, trustProxy: true });
    const from = async (forwarded: string) =>
      app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': forwarded } });
    expect((await from('203.0.113.9')).statusCode).toBe(200);
    expect((await from('2001:db8::1, 10.0.0.1')).statusCode).toBe(200);
    for (const forwarded of ['x'.repeat(5000), 'not-an-address']) {
      const refused = await from(forwarded);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, msgEn: 'Bad request', data: null });
    }
    await app.close();
    await db.close();
    // Opening an embedded database and building the app take seconds on a busy machine.
  }, 60_000);
});
