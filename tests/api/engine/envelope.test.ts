import { allow } from '../../../engine/server/route-access';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import { describeOnEachDatabase, TEST_SECRET_KEYS } from '../support/api-harness';

describeOnEachDatabase(
  'the envelope on every failure',
  (api) => {
    let token = '';
    beforeAll(async () => {
      // Registered before the first call readies the app: a route that fails unexpectedly.
      api.app.get('/pro-api/test/explode', allow({ kind: 'signedIn' }), async () => {
        throw new Error('secret internal detail');
      });
      token = await api.signIn('admin');
    });

    it('answers malformed JSON with HTTP 400 and a translated envelope', async () => {
      const { http, body } = await api.call({
        method: 'PUT',
        url: '/pro-api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "admin", ',
      });
      expect(http).toBe(400);
      expect(body).toEqual({
        status: 400,
        msg: '請求內容不是有效的 JSON',
        msgEn: 'The request body is not valid JSON',
        data: null,
      });
    });

    it('answers an oversized body with HTTP 413', async () => {
      const { http, body } = await api.call({
        method: 'PUT',
        url: '/pro-api/login',
        payload: { username: 'admin', password: 'x'.repeat(4096) },
      });
      expect(http).toBe(413);
      expect(body).toMatchObject({ status: 413, msgEn: 'The request body is too large (limit 2 KB)' });
    });

    it('answers an unknown path with HTTP 404, with or without a session', async () => {
      for (const headers of [{}, { 'x-token': token }]) {
        const { http, body } = await api.call({ method: 'PUT', url: '/pro-api/no/such/call', headers });
        expect(http).toBe(404);
        expect(body).toMatchObject({ status: 404, msgEn: 'The requested resource was not found' });
      }
    });

    it('answers an unexpected error with HTTP 500, the request id and no internals', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/pro-api/test/explode',
        headers: { 'x-token': token },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/secret internal detail|\.ts:\d+|at /);
      const requestId = response.headers['x-request-id'];
      expect(response.json()).toMatchObject({ status: 500, data: { requestId } });
      expect(response.json().msgEn).toContain(String(requestId));
    });

    it("keeps a caller's sane request id and replaces an unsafe one", async () => {
      const kept = await api.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'balancer-1234abcd' },
      });
      expect(kept.headers['x-request-id']).toBe('balancer-1234abcd');
      const replaced = await api.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'bad id <script>' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers the region and the image base URL to a signed-in caller only', async () => {
      const config = await api.call({
        method: 'GET',
        url: '/pro-api/system/config',
        headers: { 'x-token': token },
      });
      expect(config.body).toMatchObject({ status: 0, data: { 'dola.service.version': 'hk' } });
      const images = await api.call({
        method: 'GET',
        url: '/pro-api/img/upload',
        headers: { 'x-token': token, host: 'brigade.example:8080' },
      });
      expect(images.body).toMatchObject({ status: 0, data: 'http://brigade.example:8080/files/' });
      const anonymous = await api.call({ method: 'GET', url: '/pro-api/img/upload' });
      expect(anonymous.body.status).toBe(4);
    });

    it('reports live and ready while the database answers', async () => {
      expect((await api.call({ method: 'GET', url: '/healthz' })).body).toMatchObject({ status: 0 });
      expect((await api.call({ method: 'GET', url: '/readyz' })).body).toMatchObject({
        status: 0,
        data: { database: api.engine },
      });
    });

    it('runs its sessions in the application’s zone, and PostgreSQL’s without JIT compilation', async () => {
      const { rows } = await api.db.query<{ zone: string; jit: string | null }>(
        `SELECT current_setting('TimeZone') AS zone, current_setting('jit', true) AS jit`,
      );
      expect(rows[0]?.zone).toBe(api.config.timeZone);
      // The embedded engine is built without JIT.
      if (api.engine === 'postgres') expect(rows[0]?.jit).toBe('off');
    });
  },
  { config: { bodyLimitBytes: 2048 } },
);

describe('readiness without a database', () => {
  it('answers 503 from /readyz when the database is gone', async () => {
    const db = await openPgliteDatabase(undefined);
    const config = { ...readConfig({}), clientDir: '/nonexistent', secretKeys: TEST_SECRET_KEYS };
    const app = await buildApp({ db, config, log: false });
    await db.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503, msgEn: 'The service is temporarily unavailable' });
    await app.close();
    // Opening an embedded database and building the app take seconds on a busy machine.
  }, 60_000);
});

describeOnEachDatabase(
  'a server in the us region',
  (api) => {
    it('answers us from /system/config', async () => {
      const token = await api.signIn('admin');
      const { body } = await api.call({
        method: 'GET',
        url: '/pro-api/system/config',
        headers: { 'x-token': token },
      });
      expect(body.data).toMatchObject({ 'dola.service.version': 'us' });
    });
  },
  { config: { region: 'us' } },
);
