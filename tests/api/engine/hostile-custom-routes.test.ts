// Issue 10 item 1 for the routes that are not a resource's: each declares its body, query and path
// (docs/api.md "Declared schemas"), and from those declarations every field of every such route
// receives each family of hostile value, the other fields filled plausibly, as the super admin
// (and a point of sale's key and a member's token, which their calls check first): every answer is
// an envelope below HTTP 500 and a refusal, and the audit trail is unchanged. Issue 22 item 7 adds a
// huge text in every field and path parameter, and a body nested past the depth limit on every call.
import { MAX_JSON_DEPTH } from '../../../engine/server/json-depth';
import { MAX_PARAM_LENGTH } from '../../../engine/server/transport-limits';
import { describeOnEachDatabase, type ApiHarness, type RegisteredRoute } from '../support/api-harness';
import { BAD_TEXT, hugeText, OUT_OF_RANGE } from '../support/hostile-calls';
import { deviceCalls } from '../support/pos-devices';
import { demoTenants } from '../support/tenants';

type Schema = {
  type?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
};

interface Answer {
  status?: unknown;
  msgEn?: unknown;
  data?: unknown;
  errors?: { field?: unknown }[];
}

const typesOf = (schema: Schema): unknown[] => [schema.type].flat();

/** A value the field's schema takes, for the fields not under test. */
function plausible(schema: Schema): unknown {
  if (schema.examples) return schema.examples[0];
  if (schema.enum) return schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return 'x';
}

const filled = (schema: Schema) =>
  Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field)]),
  );

// In an address the same families travel percent-encoded: a NUL, the UTF-8 bytes of a lone
// surrogate (which no decoder accepts), and an overlong NUL; and text as long as the address
// takes: a query value near the server's limit, a path parameter at the router's.
const UNSTORABLE_IN_ADDRESS = ['a%00b', '%ED%A0%80', '%C0%80'];
const HUGE_IN_QUERY = hugeText(7000);
// Never all letters and digits (one run in 25 drew such a text): that is a valid Apple device id,
// which the wallet's routes rightly take and answer as Apple's protocol says.
const HUGE_IN_PATH = `-${hugeText(MAX_PARAM_LENGTH - 1)}`;

type Part = 'body' | 'query' | 'params';

function hostileValues(schema: Schema, part: Part): unknown[] {
  const types = typesOf(schema);
  if (types.includes('integer')) return part === 'body' ? OUT_OF_RANGE : OUT_OF_RANGE.map(String);
  if (!types.includes('string')) return [];
  if (part === 'body') return BAD_TEXT;
  return [...UNSTORABLE_IN_ADDRESS, part === 'query' ? HUGE_IN_QUERY : HUGE_IN_PATH];
}

/** The route's path with its parameters filled: `bad` (already encoded) in `field`, `x` elsewhere. */
function pathOf(route: RegisteredRoute, field?: string, bad?: unknown): string {
  const params = (route.schema?.params ?? {}) as Schema;
  return route.url.replace(/:(\w+)/g, (_match, name: string) =>
    String(name === field ? bad : plausible(params.properties?.[name] ?? {})),
  );
}

interface HostileCase {
  what: string;
  url: string;
  payload?: object;
  /** A bad text in the body or the query is refused on its own field (the guard, or the schema's maxLength). */
  refusedOn?: string;
}

/** Every hostile case of a route: each bad value in each declared field, the others plausible. */
function casesOf(route: RegisteredRoute): HostileCase[] {
  const body = (route.schema?.body ?? {}) as Schema;
  const query = (route.schema?.querystring ?? {}) as Schema;
  const params = (route.schema?.params ?? {}) as Schema;
  const cases: HostileCase[] = [];
  for (const [part, schema] of [
    ['body', body],
    ['query', query],
    ['params', params],
  ] as const) {
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const refusedOn = part !== 'params' && typesOf(field).includes('string') ? { refusedOn: name } : {};
      for (const bad of hostileValues(field, part)) {
        const what = `${part}.${name}=${JSON.stringify(bad).slice(0, 40)}`;
        if (part === 'params') cases.push({ what, url: pathOf(route, name, bad), payload: filled(body) });
        else if (part === 'query') {
          const search = new URLSearchParams({ ...filled(query), [name]: String(bad) } as Record<
            string,
            string
          >);
          cases.push({ what, url: `${pathOf(route)}?${search.toString()}`, ...refusedOn });
        } else
          cases.push({ what, url: pathOf(route), payload: { ...filled(body), [name]: bad }, ...refusedOn });
      }
    }
  }
  return cases;
}

describeOnEachDatabase('hostile input, sent to every declared custom route', (api: ApiHarness) => {
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    // A point of sale's calls check its device key before reading the body: they get one.
    const devices = deviceCalls(api);
    const device = await devices.create('hk.owner', (await demoTenants(api.db)).central, 'Hostile till');
    const { key } = (await devices.issue('hk.owner', device)).data;
    // The member's own page checks his token before reading the body too: a member signs in.
    const member = { email: 'hostile.member@example.com', password: 'hostile-pass' };
    await api.callAs('hk.owner', 'POST', '/member', { nickname: 'Hostile', ...member });
    const signedIn = await api.call<{ token: string }>({
      method: 'POST',
      url: '/pro-api/member-page/sign-in',
      payload: { company: 'harbour-island', ...member },
    });
    headers = {
      'x-token': await api.signIn('admin'),
      authorization: `Bearer ${key}`,
      'x-member-token': signedIn.body.data.token,
    };
  });

  const send = async (route: RegisteredRoute, url: string, payload?: object | string, type?: string) => {
    const response = await api.app.inject({
      method: route.method as 'GET' | 'PUT' | 'POST' | 'DELETE',
      url,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      ...(payload && route.method !== 'GET' ? { payload } : {}),
    });
    let answer: Answer = {};
    try {
      answer = response.json();
    } catch {
      // Not JSON at all: reported as a malformed answer.
    }
    return { http: response.statusCode, answer, text: response.body.slice(0, 160) };
  };

  /**
   * The refusal a route makes before weighing its body (an unknown report, a booking page no token
   * opens: status 2 or 3), seen by sending a number where its first text field belongs, which the
   * schema would refuse on that field; undefined when the body is weighed first.
   */
  const refusalBeforeBody = async (route: RegisteredRoute): Promise<unknown> => {
    const body = (route.schema?.body ?? {}) as Schema;
    const text = Object.entries(body.properties ?? {}).find(([, field]) => typesOf(field).includes('string'));
    if (!text) return undefined;
    const { answer } = await send(route, pathOf(route), { ...filled(body), [text[0]]: 12345 });
    return [2, 3].includes(answer.status as number) ? answer.status : undefined;
  };

  it('answers each bad value in each declared field with an envelope below HTTP 500 and changes nothing', async () => {
    const audit = async () => (await api.db.query('SELECT count(*)::int AS n FROM audit_log')).rows[0];
    const before = await audit();
    const wrong: string[] = [];
    let sent = 0;
    // HEAD twins of GET routes answer without a body, so without an envelope to check.
    const declared = api.routes.filter(
      (route) => route.url.startsWith('/pro-api') && route.schema && route.method !== 'HEAD',
    );
    for (const route of declared) {
      const refusedFirst = await refusalBeforeBody(route);
      for (const call of casesOf(route)) {
        sent += 1;
        const { http, answer, text } = await send(route, call.url, call.payload);
        const namesField =
          answer.status === 1 && (answer.errors ?? []).some((error) => error.field === call.refusedOn);
        if (
          http >= 500 ||
          typeof answer.status !== 'number' ||
          answer.status === 0 ||
          typeof answer.msgEn !== 'string' ||
          (call.refusedOn !== undefined && !namesField && answer.status !== refusedFirst)
        )
          wrong.push(`${route.method} ${route.url} ${call.what}: HTTP ${http} ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(50);
    expect(await audit()).toEqual(before);
  });

  it('refuses a body nested deeper than the limit on every call that takes one, before reading it', async () => {
    const wrong: string[] = [];
    const written = api.routes.filter(
      (route) => route.url.startsWith('/pro-api') && ['POST', 'PUT', 'DELETE'].includes(route.method),
    );
    for (const route of written) {
      // One level past the limit, and deep enough to overflow a recursive reader (within the
      // smallest body limit, the preferences' 64 KB).
      for (const depth of [MAX_JSON_DEPTH + 1, 30_000]) {
        for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
          const payload = `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
          const { http, answer, text } = await send(route, pathOf(route), payload, type);
          const refused =
            http === 400 &&
            answer.status === 400 &&
            answer.msgEn === `The request body is nested more than ${MAX_JSON_DEPTH} levels deep` &&
            answer.data === null;
          if (!refused) wrong.push(`${route.method} ${route.url} ${depth} levels: HTTP ${http} ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(written.length).toBeGreaterThan(100);
  });
});
