// The published API description (issue 10 item 7): a valid OpenAPI 3.1 document, generated from the
// resource schemas and the routes' declared schemas, that leaves no /pro-api route out.
import { describeOnEachDatabase } from '../support/api-harness';
import { validateOpenApi } from '../support/openapi-validator';

interface Operation {
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { in?: string; name?: string; type: string; scheme?: string }>;
  };
}

const asOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeOnEachDatabase('the OpenAPI document', (api) => {
  const fetchDocument = async () => {
    const response = await api.app.inject({ method: 'GET', url: '/pro-api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApi>();
  };

  it('is published without a session and is valid OpenAPI 3.1', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const verdict = await validateOpenApi(document);
    expect(verdict.errors).toBeUndefined();
    expect(verdict).toMatchObject({ valid: true, version: '3.1' });
  }, 30_000);

  it('lists every route registered under /pro-api with its method', async () => {
    const { paths } = await fetchDocument();
    const missing = api.routes
      .filter((route) => route.url.startsWith('/pro-api/') && route.method !== 'HEAD')
      .filter((route) => !paths[asOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('asks X-Token of every call but the public ones, a device key of the point of sale’s, a member token of his page’s', async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes.token).toMatchObject({ in: 'header', name: 'X-Token' });
    expect(document.components.securitySchemes.deviceKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const publicPaths = api.routes.filter(
      (route) => route.public && route.method !== 'HEAD' && route.url.startsWith('/pro-api/'),
    );
    const devices = [
      '/pro-api/pos/orders',
      '/pro-api/pos/clock-events',
      '/pro-api/pos/feedback',
      '/pro-api/pos/comments',
      '/pro-api/pos/pickup',
      '/pro-api/pos/members/lookup',
      '/pro-api/pos/members/redeem',
      '/pro-api/pos/members/redeem/refund',
      '/pro-api/pos/members/coupons',
      '/pro-api/pos/members/coupons/use',
      '/pro-api/pos/members/coupons/use/refund',
      '/pro-api/pos/members/topUp',
    ];
    // The member's own page: his token after he signed in (docs/api.md "The member's own page").
    const members = [
      '/pro-api/member-page/sign-out',
      '/pro-api/member-page/card',
      '/pro-api/member-page/history/balance',
      '/pro-api/member-page/history/points',
      '/pro-api/member-page/coupons',
      '/pro-api/member-page/consent',
      '/pro-api/member-page/store',
      '/pro-api/member-page/store/redeem',
      '/pro-api/member-page/wallet',
      '/pro-api/member-page/wallet/apple',
      '/pro-api/member-page/wallet/google',
      '/pro-api/member-page/comments',
      '/pro-api/member-page/comments/visits',
      '/pro-api/member-page/events',
      '/pro-api/member-page/events/sign-up',
      '/pro-api/member-page/events/cancel',
      '/pro-api/member-page/events/enrolments',
    ];
    // A wallet app's calls about a pass: the pass's own token (docs/api.md "Wallet passes").
    const passes = [
      '/pro-api/wallet/apple/v1/devices/:device/registrations/:passType/:serial',
      '/pro-api/wallet/apple/v1/passes/:passType/:serial',
    ];
    expect(document.components.securitySchemes.memberToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-member-token',
    });
    const credentialOf = (url: string) => {
      if (devices.includes(url)) return [{ deviceKey: [] }];
      if (members.includes(url)) return [{ memberToken: [] }];
      return passes.includes(url) ? [{ applePassToken: [] }] : [];
    };
    for (const route of publicPaths)
      expect(document.paths[asOpenApiPath(route.url)]?.[route.method.toLowerCase()]?.security).toEqual(
        credentialOf(route.url),
      );
    expect(document.paths['/pro-api/logout']?.put?.security).toBeUndefined();
  });

  it('describes bodies from the resource schemas, labelled in English, and from declared schemas', async () => {
    const { paths } = await fetchDocument();
    const create = paths['/pro-api/company']?.post?.requestBody?.content['application/json'].schema;
    expect(create?.properties?.name).toMatchObject({ type: 'string', maxLength: 100 });
    expect(create?.properties?.name).not.toHaveProperty('ui');
    expect((create?.properties?.name as { title: string }).title).toMatch(/^[A-Z][a-z ]+$/);
    const login = paths['/pro-api/login']?.put?.requestBody?.content['application/json'].schema;
    expect(login).toMatchObject({ required: ['username', 'password'] });
    expect(login?.properties).toHaveProperty('envLang');
  });

  it('serves a self-contained reference page without a session', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/pro-api/docs',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<code>/pro-api/login</code>');
    expect(response.body).toContain('Public: no session needed');
    expect(response.body).not.toMatch(/<script|https?:\/\//);
  });
});
