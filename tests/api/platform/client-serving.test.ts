import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressClient } from '../../../server/web/precompress';
import { describeOnEachDatabase } from '../support/api-harness';

// A stand-in build: what webpack writes, an index page and a content-hashed script.
const clientDir = mkdtempSync(join(tmpdir(), 'brigade-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="zh-TW"><title>Brigade</title></html>',
);
writeFileSync(
  join(clientDir, 'main.1a2b3c4d5e6f.js'),
  `console.log(${JSON.stringify('brigade '.repeat(500))})`,
);
precompressClient(clientDir);

describeOnEachDatabase(
  'serving the built client',
  (api) => {
    it('serves the index page uncached at / and for client routes', async () => {
      for (const url of ['/', '/login', '/merchant_management/merchant_list?t=1']) {
        const response = await api.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<title>Brigade</title>');
      }
    });

    it('serves hashed assets with a year of immutable caching', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/main.1a2b3c4d5e6f.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the Brotli or gzip copy written at build time to a browser that accepts it', async () => {
      const plain = await api.app.inject({ method: 'GET', url: '/main.1a2b3c4d5e6f.js' });
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await api.app.inject({
          method: 'GET',
          url: '/main.1a2b3c4d5e6f.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      }
    });

    it('answers a missing file and an unknown API path with a 404 envelope, never the page', async () => {
      for (const url of ['/main.000000000000.js', '/pro-api/unknown']) {
        const response = await api.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: 404 });
      }
    });
  },
  { config: { clientDir } },
);
