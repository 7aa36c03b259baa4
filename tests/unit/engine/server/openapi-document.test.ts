import { resolve } from 'node:path';
import type { CheckedSchemas } from '../../../../engine/schema/catalogue';
import { loadMessages } from '../../../../engine/server/messages';
import { openApiDocument, type CataloguedRoute } from '../../../../engine/server/openapi/openapi-document';
import { referencePage } from '../../../../engine/server/openapi/reference-page';
import { fileAnswer } from '../../../../engine/server/route-answers';
import { bodySchema, filledString } from '../../../../engine/server/route-schema';
import { companySchema } from '../../../support/resources';

const messages = loadMessages(resolve(__dirname, '..', '..', '..', '..', 'locales'));
const noResources: CheckedSchemas = {
  resources: [],
  byName: new Map(),
  sections: [],
  pages: [],
  privileges: [],
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
};

const DEVICE_KEY = { deviceKey: { type: 'http', scheme: 'bearer', description: 'openapi:deviceKey' } };

const documentOf = (routes: CataloguedRoute[], schemas = noResources) =>
  openApiDocument({
    prefix: '/pro-api',
    version: '1.2.3',
    schemas,
    routes,
    messages,
    credentials: DEVICE_KEY,
  }) as Document;

const FAILURE = { $ref: '#/components/responses/Failure' };

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

  it('documents the failure envelope on HTTP 200 and on every transport status, 415 where a body is taken', () => {
    const { paths } = documentOf([
      { method: 'GET', url: '/pro-api/look', isPublic: false },
      { method: 'PUT', url: '/pro-api/change', isPublic: false, schema: { body: bodySchema({}) } },
    ]);
    const look = paths['/pro-api/look']?.get?.responses as Record<string, unknown>;
    expect(look).toEqual({
      '200': {
        description: 'The envelope',
        content: {
          'application/json': {
            schema: {
              anyOf: [
                {
                  allOf: [
                    { $ref: '#/components/schemas/Envelope' },
                    { type: 'object', properties: { status: { const: 0 } } },
                  ],
                },
                { $ref: '#/components/schemas/Failure' },
              ],
            },
          },
        },
      },
      ...Object.fromEntries(['400', '413', '414', '429', '431', '500'].map((status) => [status, FAILURE])),
    });
    expect(Object.keys(paths['/pro-api/change']?.put?.responses as object).sort()).toEqual([
      '200',
      '400',
      '413',
      '414',
      '415',
      '429',
      '431',
      '500',
    ]);
  });

  it('documents files by their media types, an upload as a multipart form and a device key as its security', () => {
    const { paths, components } = documentOf([
      { method: 'GET', url: '/pro-api/sheet', isPublic: false, ...fileAnswer('application/pdf') },
      { method: 'POST', url: '/pro-api/upload', isPublic: false, upload: 'file' },
      { method: 'POST', url: '/pro-api/pos/orders', isPublic: true, credential: 'deviceKey' },
    ]);
    const sheet = (paths['/pro-api/sheet']?.get?.responses as Record<string, { content: object }>)['200'];
    expect(sheet?.content).toEqual({
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
      'application/json': { schema: { $ref: '#/components/schemas/Failure' } },
    });
    expect(paths['/pro-api/upload']?.post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    });
    expect(paths['/pro-api/pos/orders']?.post?.security).toEqual([{ deviceKey: [] }]);
    expect(components.securitySchemes.deviceKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it("marks a record's read-only values, lets a computed one be null, and refuses unknown keys in writes", () => {
    const schemas: CheckedSchemas = { ...noResources, resources: [companySchema], byName: new Map() };
    const { paths, components } = documentOf([], schemas);
    const company = components.schemas.company as { properties: Record<string, Record<string, unknown>> };
    expect(company.properties.id).toMatchObject({ type: 'integer', readOnly: true });
    expect(company.properties.createdAt).toMatchObject({ readOnly: true });
    expect(company.properties.status).toMatchObject({ readOnly: true });
    expect(company.properties.userCount).toMatchObject({
      readOnly: true,
      anyOf: [{ type: 'integer' }, { type: 'null' }],
    });
    expect(company.properties.name).not.toHaveProperty('readOnly');
    const create = (
      paths['/pro-api/company']?.post?.requestBody as {
        content: Record<string, { schema: Record<string, unknown> }>;
      }
    ).content['application/json']?.schema;
    expect(create).toMatchObject({ additionalProperties: false });
    expect((create?.properties as Record<string, unknown>).userCount).toMatchObject({ readOnly: true });
    const page = referencePage(documentOf([], schemas), 'en', (key, params) => messages.t('en', key, params));
    expect(page).toContain(
      '<code>userCount</code></td><td>integer | null (read-only: send it back as read, or leave it out)',
    );
  });
});
