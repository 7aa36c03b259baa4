import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePng } from '../../support/png';
import { describeOnEachDatabase } from '../support/api-harness';
import { multipartBody, type FilePart } from '../support/multipart';

const uploadDir = mkdtempSync(join(tmpdir(), 'brigade-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
// A small limit stands in for the 100 MB one, so a test need not send 100 MB.
const LIMIT = 4096;

const picture = makePng(8);
// The start of an mp4: its `ftyp` box.
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\0\0isommp41', 'latin1'),
]);

describeOnEachDatabase(
  'upload calls',
  (api) => {
    const upload = async (url: string, part: FilePart, token?: string) => {
      const { payload, headers } = multipartBody(part);
      return api.call<string>({
        method: 'POST',
        url: `/pro-api${url}`,
        payload,
        headers: { ...headers, ...(token ? { 'x-token': token } : {}) },
      });
    };
    const png = (content = picture): FilePart => ({ filename: 'logo.png', type: 'image/png', content });

    it('stores a PNG under its content hash and serves it back byte for byte, cached for a year', async () => {
      const token = await api.signIn('hk.owner');
      const { body } = await upload('/img/upload/3000', png(), token);
      expect(body.status).toBe(0);
      expect(body.data).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      const base = await api.call<string>({
        method: 'GET',
        url: '/pro-api/img/upload',
        headers: { 'x-token': token },
      });
      const url = new URL(body.data, base.body.data);
      const served = await api.app.inject({ method: 'GET', url: url.pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers the same path for the same file, whatever its name or call', async () => {
      const token = await api.signIn('hk.owner');
      const first = await upload('/img/upload/5m', png(), token);
      const again = await upload('/convert/upload/img/3000', { ...png(), filename: 'other.PNG' }, token);
      expect(again.body.data).toBe(first.body.data);
    });

    it('takes an mp4 as media or video, but not as an image', async () => {
      const token = await api.signIn('hk.owner');
      const mp4: FilePart = { filename: 'clip.mp4', type: 'video/mp4', content: video };
      expect((await upload('/media/upload', mp4, token)).body.data).toMatch(/\.mp4$/);
      expect((await upload('/video/upload', mp4, token)).body.status).toBe(0);
      expect((await upload('/media/upload', png(), token)).body.data).toMatch(/\.png$/);
      expect((await upload('/img/upload/3000', mp4, token)).body.status).toBe(1);
    });

    it('refuses a text file renamed to .png on the file field, and keeps nothing of it', async () => {
      const token = await api.signIn('hk.owner');
      const before = readdirSync(uploadDir);
      const { http, body } = await upload(
        '/img/upload/3000',
        png(Buffer.from('not a picture at all')),
        token,
      );
      expect(http).toBe(200);
      expect(body.status).toBe(1);
      expect(body.errors).toEqual([
        {
          field: 'file',
          msg: '文件只能是以下類型：JPG, JPEG, PNG',
          msgEn: 'File must be one of these types: JPG, JPEG, PNG',
        },
      ]);
      expect(readdirSync(uploadDir)).toEqual(before);
      expect(readdirSync(join(uploadDir, '.incoming'))).toEqual([]);
    });

    it('refuses a file over the limit with HTTP 413 and the translated message', async () => {
      const token = await api.signIn('hk.owner');
      const big = makePng(64, { noisy: true });
      expect(big.length).toBeGreaterThan(LIMIT);
      const { http, body } = await upload('/img/upload/3000', png(big), token);
      expect(http).toBe(413);
      expect(body).toMatchObject({
        status: 413,
        msg: '上傳文件不能超過 4 KB',
        msgEn: 'Upload file cannot exceed 4 KB',
      });
      expect(readdirSync(join(uploadDir, '.incoming'))).toEqual([]);
    });

    it('refuses a call without a file, with an unknown size tier, or without a session', async () => {
      const token = await api.signIn('hk.owner');
      const wrongField = await upload('/img/upload/3000', { ...png(), field: 'picture' }, token);
      expect(wrongField.body.errors?.[0]).toMatchObject({
        field: 'file',
        msgEn: 'Please choose a file to upload',
      });
      expect((await upload('/img/upload/800', png(), token)).http).toBe(400);
      const anonymous = await upload('/img/upload/3000', png());
      expect(anonymous.body.status).toBe(4);
    });

    it('tells the client the upload limit', async () => {
      const token = await api.signIn('hk.owner');
      const { body } = await api.call<Record<string, unknown>>({
        method: 'GET',
        url: '/pro-api/system/config',
        headers: { 'x-token': token },
      });
      expect(body.data).toMatchObject({ uploadLimitBytes: LIMIT });
    });

    it('serves files read-only and answers a missing one with a 404 envelope', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        expect((await api.app.inject({ method, url: '/files/ab/ab.png' })).statusCode).toBe(404);
      }
      const missing = await api.app.inject({ method: 'GET', url: `/files/00/${'0'.repeat(64)}.png` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 404 });
    });
  },
  { config: { uploadDir, uploadLimitBytes: LIMIT } },
);
