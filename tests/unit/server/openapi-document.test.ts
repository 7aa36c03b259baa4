import { resolve } from 'node:path';
import type { CheckedSchemas } from '../../../engine/schema/catalogue';
import { loadMessages } from '../../../engine/server/messages';
import { openApiDocument, type CataloguedRoute } from '../../../engine/server/openapi/openapi-document';
import { referencePage } from '../../../engine/server/openapi/reference-page';
import { bodySchema, filledString } from '../../../engine/server/route-schema';

const messages = loadMessages(resolve(__dirname, '..', '..', '..', 'locales'));
const noResources: CheckedSchemas = {
  resources: [],
  byName: new Map(),
  sections: [],
  pages: [],
  privileges: [],
};

const documentOf = (routes: CataloguedRoute[]) =>
  openApiDocument({ prefix: '/pro-api', version: '1.2.3', schemas: noResources, routes, messages }) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

describe('the OpenAPI document of declared routes', () => {
  it('writes Fastify parameters as OpenAPI ones, a parameter no schema declares as a string', () => {
    const { paths } = documentOf([{ method: 'GET', url: '/pro-api/invite/:code', isPublic: true }]);
    expect(paths['/pro-api/invite/{code}']?.get).toMatchObject({
      operationId: 'get_invite_code',
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
      security: [],
    });
  });

  it('leaves out HEAD routes and routes outside the API, and labels body fields in English', () => {
    const body = bodySchema(
      { email: { type: 'string', title: 'account:fields.email' }, code: filledString(6) },
      ['code'],
    );
    const { paths } = documentOf([
      { method: 'PUT', url: '/pro-api/check', isPublic: false, schema: { body } },
      { method: 'HEAD', url: '/pro-api/check', isPublic: false },
      { method: 'GET', url: '/healthz', isPublic: true },
    ]);
    expect(Object.keys(paths)).toEqual(['/pro-api/check']);
    const check = paths['/pro-api/check']?.put as { security?: unknown; requestBody: unknown };
    expect(check.security).toBeUndefined();
    expect(check.requestBody).toMatchObject({
      required: true,
      content: {
        'application/json': {
          schema: {
            required: ['code'],
            properties: {
              email: { type: 'string', title: 'Email account' },
              code: { type: 'string', pattern: '\\S', title: 'Verification code' },
            },
          },
        },
      },
    });
  });

  it('draws a reference page that escapes what the document holds', () => {
    const document = openApiDocument({
      prefix: '/pro-api',
      version: '<1>',
      schemas: noResources,
      routes: [{ method: 'GET', url: '/pro-api/a"b', isPublic: true }],
      messages,
    });
    const page = referencePage(document, 'en', (key, params) => messages.t('en', key, params));
    expect(page).toContain('<small>&#60;1&#62;</small>');
    expect(page).toContain('<code>/pro-api/a&#34;b</code>');
    expect(page).toContain('Public: no session needed');
  });
});
