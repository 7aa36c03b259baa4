// Issue 10 item 1 for the routes that are not a resource's: each declares its body, query and path
// (docs/api.md "Declared schemas"), and from those declarations every field of every such route
// receives each family of hostile value, the other fields filled plausibly, as the super admin:
// every answer is an envelope below HTTP 500 and a refusal, and the audit trail is unchanged.
import { MAX_JSON_DEPTH } from '../../engine/server/json-depth';
import { describeOnEachDatabase, type ApiHarness, type RegisteredRoute } from './support/api-harness';
import { OUT_OF_RANGE, UNSTORABLE_TEXT } from './support/hostile-calls';
import { deviceCalls } from './support/pos-devices';
import { demoTenants } from './support/tenants';

type Schema = { type?: unknown; properties?: Record<string, Schema>; required?: string[] };

const typesOf = (schema: Schema): unknown[] => [schema.type].flat();

/** A value the field's schema takes, for the fields not under test. */
function plausible(schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return 'x';
}

// In an address the same families travel percent-encoded: a NUL, the UTF-8 bytes of a lone
// surrogate (which no decoder accepts), and an overlong NUL.
const UNSTORABLE_IN_ADDRESS = ['a%00b', '%ED%A0%80', '%C0%80'];

function hostileValues(schema: Schema, inAddress: boolean): unknown[] {
  const types = typesOf(schema);
  if (types.includes('integer')) return inAddress ? OUT_OF_RANGE.map(String) : OUT_OF_RANGE;
  if (types.includes('string')) return inAddress ? UNSTORABLE_IN_ADDRESS : UNSTORABLE_TEXT;
  return [];
}

/** The route's path with its parameters filled: `bad` (already encoded) in `field`, `x` elsewhere. */
function pathOf(route: RegisteredRoute, field?: string, bad?: unknown): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => (name === field ? String(bad) : 'x'));
}

describeOnEachDatabase('hostile input, sent to every declared custom route', (api: ApiHarness) => {
  it('answers each bad value in each declared field with an envelope below HTTP 500 and changes nothing', async () => {
    const token = await api.signIn('admin');
    const audit = async () => (await api.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0];
    const before = await audit();
    const wrong: string[] = [];
    let sent = 0;
    // HEAD twins of GET routes answer without a body, so without an envelope to check.
    const declared = api.routes.filter(
      (route) => route.url.startsWith('/pro-api') && route.schema && route.method !== 'HEAD',
    );
    for (const route of declared) {
      const body = (route.schema?.body ?? {}) as Schema;
      const query = (route.schema?.querystring ?? {}) as Schema;
      const params = (route.schema?.params ?? {}) as Schema;
      const filled = (schema: Schema) =>
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field)]),
        );
      const cases: { what: string; url: string; payload?: object }[] = [];
      for (const [part, schema] of [
        ['body', body],
        ['query', query],
        ['params', params],
      ] as const) {
        for (const [name, field] of Object.entries(schema.properties ?? {})) {
          for (const bad of hostileValues(field, part !== 'body')) {
            const what = `${part}.${name}=${JSON.stringify(bad)}`;
            if (part === 'params') cases.push({ what, url: pathOf(route, name, bad), payload: filled(body) });
            else if (part === 'query') {
              const search = new URLSearchParams({ ...filled(query), [name]: String(bad) } as Record<
                string,
                string
              >);
              cases.push({ what, url: `${pathOf(route)}?${search.toString()}` });
            } else cases.push({ what, url: pathOf(route), payload: { ...filled(body), [name]: bad } });
          }
        }
      }
      for (const call of cases) {
        sent += 1;
        const response = await api.app.inject({
          method: route.method as 'GET' | 'PUT' | 'POST' | 'DELETE',
          url: call.url,
          headers: { 'x-token': token },
          ...(call.payload && route.method !== 'GET' ? { payload: call.payload } : {}),
        });
        let answer: { status?: unknown; msgEn?: unknown } = {};
        try {
          answer = response.json();
        } catch {
          // Not JSON at all: reported below as a malformed answer.
        }
        if (
          response.statusCode >= 500 ||
          typeof answer.status !== 'number' ||
          answer.status === 0 ||
          typeof answer.msgEn !== 'string'
        )
          wrong.push(
            `${route.method} ${route.url} ${call.what}: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(50);
    expect(await audit()).toEqual(before);
  });

  it('refuses a body nested deeper than the limit on every call that takes one, before reading it', async () => {
    const token = await api.signIn('admin');
    // A point of sale's calls check its device key before reading the body: they get one.
    const devices = deviceCalls(api);
    const device = await devices.create('hk.owner', (await demoTenants(api.db)).central, 'Deep till');
    const { key } = (await devices.issue('hk.owner', device)).data;
    const wrong: string[] = [];
    const written = api.routes.filter(
      (route) => route.url.startsWith('/pro-api') && ['POST', 'PUT', 'DELETE'].includes(route.method),
    );
    for (const route of written) {
      // One level past the limit, and deep enough to overflow a recursive reader (within the
      // smallest body limit, the preferences' 64 KB).
      for (const depth of [MAX_JSON_DEPTH + 1, 30_000]) {
        for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
          const response = await api.app.inject({
            method: route.method as 'POST' | 'PUT' | 'DELETE',
            url: pathOf(route),
            headers: { 'x-token': token, authorization: `Bearer ${key}`, 'content-type': type },
            payload: `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`,
          });
          const answer = response.json() as { status?: unknown; msgEn?: unknown; data?: unknown };
          const refused =
            response.statusCode === 400 &&
            answer.status === 400 &&
            answer.msgEn === `The request body is nested more than ${MAX_JSON_DEPTH} levels deep` &&
            answer.data === null;
          if (!refused)
            wrong.push(
              `${route.method} ${route.url} ${depth} levels: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(written.length).toBeGreaterThan(100);
  });
});
