// Issue 10 item 1, generated from the schemas like resources-generated.test.ts: every declared
// resource's calls receive each family of hostile input (numbers PostgreSQL cannot hold or that are
// not whole, NUL bytes and lone surrogates, impossible dates, prototype-named keys and sorts, ids
// as text, tenants that do not exist). Every answer is an envelope below HTTP 500, every write is
// refused, and the resource's table and the audit trail are exactly as they were.
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { tableName } from '../../../engine/server/resources/naming';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { modifyEndpoint } from '../../../engine/schema/endpoints';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { regionalRuns, type RegionalRun } from '../support/regions';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { hostileCalls, PROTOTYPE_KEYS } from '../support/hostile-calls';
import { distinct, realReferences, tenantBody, validFixtures } from '../support/resource-fixtures';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { hasCall, writeNew } from '../support/declared-calls';

const resources = loadProductSchemas(readConfig({})).resources;

interface Answer {
  status?: unknown;
  msg?: unknown;
  msgEn?: unknown;
  errors?: { field?: unknown; msg?: unknown; msgEn?: unknown }[];
}

/** Why an answer is not a well-formed envelope, or undefined when it is one. */
function malformed(answer: Answer): string | undefined {
  if (typeof answer.status !== 'number') return 'no status';
  if (typeof answer.msg !== 'string' || typeof answer.msgEn !== 'string') return 'no messages';
  if (answer.status !== 0 && (answer.msg === '' || answer.msgEn === '')) return 'a refusal without a message';
  const badError = (answer.errors ?? []).find(
    (error) => typeof error.field !== 'string' || !error.msg || !error.msgEn,
  );
  return badError ? `a field error without field or message: ${JSON.stringify(badError)}` : undefined;
}

/** Whether the answer refuses the input naming `field` (status 1). */
const refusedOn = (answer: Answer, field: string): boolean =>
  answer.status === 1 && (answer.errors ?? []).some((error) => error.field === field);

const named = (resource: ResourceSchema) => [resource.name, resource] as const;

const suite = (run: RegionalRun) => (api: ApiHarness) => {
  let tenants: DemoTenants;
  let token: string;
  let real: ReturnType<typeof realReferences>;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    token = await api.signIn('admin');
    real = realReferences(api, tenants);
  });

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: string) => {
    const response = await api.app.inject({
      method,
      url: `/pro-api${url}`,
      payload,
      headers: { 'x-token': token, 'content-type': 'application/json' },
    });
    return { http: response.statusCode, body: response.json() as Answer };
  };

  /**
   * Writes `record` as a new record (a settings record: saved over the version its tenant holds),
   * the JSON text led by `prefix` (a key an object literal cannot carry).
   */
  const firstWrite = async (resource: ResourceSchema, record: Record<string, unknown>, prefix = '{') => {
    if (!isSettingsRecord(resource) && hasCall(resource, 'create'))
      return send('POST', resource.endpoint, prefix + JSON.stringify(record).slice(1));
    if (!isSettingsRecord(resource)) {
      // No create call: the server writes it (declared-calls.ts); a key it cannot take is refused on modify.
      if (prefix !== '{') {
        const saved = await writeNew<Record<string, unknown>>(api, resource, 'admin', record);
        return send('PUT', modifyEndpoint(resource), prefix + JSON.stringify(saved.data).slice(1));
      }
      const written = await writeNew(api, resource, 'admin', record);
      return { http: 200, body: written as Answer };
    }
    const tenant = tenantBody(resource, tenants);
    const read = await send('PUT', resource.endpoint, JSON.stringify(tenant));
    const { version } = (read.body as { data: { version: number } }).data;
    return send('PUT', modifyEndpoint(resource), prefix + JSON.stringify({ ...record, version }).slice(1));
  };

  /** The resource's rows and the audit trail, as a value that changes when anything is written. */
  const snapshot = async (resource: ResourceSchema) => {
    const table = await api.db.query(
      `SELECT count(*)::int AS n, coalesce(sum(version), 0)::int AS versions,
              md5(coalesce(string_agg(data::text || coalesce(deleted_at::text, ''), ',' ORDER BY id), '')) AS digest
         FROM ${tableName(resource)}`,
    );
    const audit = await api.db.query('SELECT count(*)::int AS n FROM audit_log');
    return { table: table.rows[0], audit: audit.rows[0] };
  };

  describe.each(run.resources.map(named))('%s', (_name, resource) => {
    it('answers every hostile value with an envelope below HTTP 500, refuses every write and changes nothing', async () => {
      const record = {
        ...distinct(resource, await real(resource, validFixtures(resource.name)[0]?.record ?? {}), 'hostile'),
        ...tenantBody(resource, tenants),
      };
      const made = await firstWrite(resource, record);
      expect(made.body.status).toBe(0);
      const saved = (made.body as { data: Record<string, unknown> }).data;
      const before = await snapshot(resource);

      const wrong: string[] = [];
      const calls = hostileCalls(resource, record, saved);
      for (const call of calls) {
        const { http, body } = await send(call.method, call.url, call.payload);
        const problem =
          http >= 500
            ? `HTTP ${http}`
            : (malformed(body) ??
              (call.mustRefuse && body.status === 0 ? 'accepted' : undefined) ??
              (call.refusedOn !== undefined && !refusedOn(body, call.refusedOn)
                ? `not refused on ${call.refusedOn}`
                : undefined));
        if (problem) wrong.push(`${call.what}: ${problem} ${JSON.stringify(body).slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(resource)).toEqual(before);
      // A settings record has two calls, not a list's seven.
      expect(calls.length).toBeGreaterThan(isSettingsRecord(resource) ? 30 : 50);
    });

    it('refuses a prototype-named or undeclared key on create and modify, naming it', async () => {
      const record = {
        ...distinct(resource, await real(resource, validFixtures(resource.name)[0]?.record ?? {}), 'keys'),
        ...tenantBody(resource, tenants),
      };
      for (const key of [...PROTOTYPE_KEYS, 'noSuchField']) {
        const value = key === '__proto__' ? '{"polluted":true}' : '1';
        const payload = `{${JSON.stringify(key)}:${value},`;
        const { body } = await firstWrite(resource, record, payload);
        expect(body.status).toBe(1);
        expect(body.errors?.map((error) => error.field)).toContain(key);
        expect(body.errors?.find((error) => error.field === key)?.msgEn).toBe(`Unknown field: ${key}`);
      }
    });
  });

  it('answers a path too long for the router, and an address it cannot read, as envelopes with the request id', async () => {
    for (const [url, http] of [
      [`/pro-api/register/valid/${'a'.repeat(600)}`, 414],
      ['/pro-api/register/valid/%zz', 400],
    ] as const) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(http);
      expect(response.json()).toMatchObject({ status: http, data: null });
      expect(malformed(response.json() as Answer)).toBeUndefined();
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('says an id sent as text must be a whole number, not that it is missing', async () => {
    const { body } = await send('DELETE', '/category', JSON.stringify({ id: '3' }));
    expect(body.errors).toEqual([
      { field: 'id', msg: expect.any(String), msgEn: 'ID must be a whole number' },
    ]);
  });

  it('names the field holding a NUL byte or a lone surrogate by its label', async () => {
    const { body } = await send('PUT', '/category', JSON.stringify({ name: 'tea\u0000' }));
    expect(body.errors?.[0]).toMatchObject({
      field: 'name',
      msgEn: expect.stringMatching(/^Name holds a character that cannot be stored/),
    });
    const lone = await send('POST', '/category', JSON.stringify({ name: '\ud83d', companyId: tenants.hk }));
    expect(lone.body.errors?.[0]?.field).toBe('name');
  });
};

for (const run of regionalRuns(resources))
  describeOnEachDatabase(`hostile input, sent to every resource, ${run.region} server`, suite(run), {
    config: { region: run.region },
  });
