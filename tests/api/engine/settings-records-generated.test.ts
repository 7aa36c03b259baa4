// Generated from the schemas like resources-generated.test.ts, for settings records
// (`cardinality: "one"`, docs/schemas.md "Settings records"): every one gets the same proofs the
// moment its file exists. Each test works on its own tenant, as a settings record is one per tenant.
import { modifyEndpoint } from '../../../engine/schema/endpoints';
import { isSettingsRecord, settingsDefaults } from '../../../engine/schema/settings-record';
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import {
  distinct,
  invalidFixtures,
  realReferences,
  tenantBody,
  validFixtures,
  type Placement,
} from '../support/resource-fixtures';
import { changedReadOnlyValues, withoutSaveStamps } from '../support/read-only-round-trip';
import { belowAudience, operatorOf } from '../support/route-audience';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

/** The row's columns a save holds to the read-only rule (its tenant keys and `version` are its parameters). */
const SAVE_HELD_COLUMNS = ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'];

const settings = loadProductSchemas(readConfig({})).resources.filter(isSettingsRecord);

type Answer = { id: number | null; version: number } & { [field: string]: unknown };

describeOnEachDatabase('every settings record', (api: ApiHarness) => {
  const tokens = new Map<string, string>();
  let tenants: DemoTenants;
  let real: ReturnType<typeof realReferences>;
  let realInOther: ReturnType<typeof realReferences>;
  const call = async <T>(username: string, url: string, payload: object) => {
    const token = tokens.get(username) ?? (await api.signIn(username));
    tokens.set(username, token);
    return (
      await api.call<T>({ method: 'PUT', url: `/pro-api${url}`, payload, headers: { 'x-token': token } })
    ).body;
  };

  /** A new company (made by the super admin) or a new shop of Harbour Island, and who runs it. */
  let made = 0;
  const freshTenant = async (kind: 'company' | 'shop'): Promise<[string, Record<string, number>]> => {
    const target = api.schemas.byName.get(kind);
    if (!target) throw new Error(`no ${kind} resource`);
    const username = kind === 'company' ? 'admin' : 'hk.owner';
    made += 1;
    const fixture = validFixtures(kind)[0]?.record ?? {};
    const record = distinct(target, await real(target, fixture), `fresh${made}`);
    const token = tokens.get(username) ?? (await api.signIn(username));
    tokens.set(username, token);
    const { body } = await api.call<{ id: number }>({
      method: 'POST',
      url: `/pro-api${target.endpoint}`,
      payload: { ...record, ...tenantBody(target, tenants) },
      headers: { 'x-token': token },
    });
    if (body.status !== 0) throw new Error(`a new ${kind}: ${JSON.stringify(body)}`);
    return [username, kind === 'company' ? { companyId: body.data.id } : { shopId: body.data.id }];
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    real = realReferences(api, tenants);
    realInOther = realReferences(api, tenants, 'other');
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
  });

  it('are declared (the store settings hold several)', () => {
    expect(settings.length).toBeGreaterThan(0);
  });

  describe.each(settings.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    // A platform-only record (a shop's delivery platform settings) is kept by the platform's operators.
    const operator = operatorOf(resource);
    const platformOnly = operator !== 'hk.owner';
    const read = (where: Placement, username = operator) =>
      call<Answer>(username, resource.endpoint, tenantBody(resource, tenants, where));
    const save = async (where: Placement, version: number, index = 0, username = operator) => {
      const fixtures = validFixtures(resource.name);
      const made = where === 'other' ? realInOther : real;
      const record = await made(resource, fixtures[index % fixtures.length]?.record ?? {});
      return call<Answer>(username, modifyEndpoint(resource), {
        ...record,
        ...tenantBody(resource, tenants, where),
        version,
      });
    };

    it('has a valid fixture to save', () => {
      expect(validFixtures(resource.name).length).toBeGreaterThan(0);
    });

    it('reads the declared defaults before the first save, then saves, reads back and saves again, audited', async () => {
      const before = await read('home');
      expect(before).toMatchObject({
        status: 0,
        data: { ...settingsDefaults(resource), id: null, version: 0 },
      });

      const first = await save('home', 0);
      expect(first.status).toBe(0);
      expect(first.data).toMatchObject({ version: 1 });
      expect((await read('home')).data).toEqual(first.data);

      const second = await save('home', 1, 1);
      expect(second).toMatchObject({ status: 0, data: { id: first.data.id, version: 2 } });

      const { rows } = await api.db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
        [resource.name, first.data.id],
      );
      expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    });

    // Issue 22 item 7: a client saves back the record it read, computed and server-held values and all.
    it('takes the record read and sent back unchanged, before its first save and after, and refuses each read-only value changed', async () => {
      // A tenant of its own, made now, so the record is unsaved whatever the other tests save.
      const [maker, tenant] = await freshTenant(resource.scope === 'company' ? 'company' : 'shop');
      const username = platformOnly ? operator : maker;
      const readIt = async () => (await call<Answer>(username, resource.endpoint, tenant)).data;
      const saveIt = (body: object) =>
        call<Answer>(username, modifyEndpoint(resource), { ...body, ...tenant });
      const unsaved = await readIt();
      for (const [field, body] of changedReadOnlyValues(resource, unsaved, SAVE_HELD_COLUMNS)) {
        const refused = await saveIt(body);
        expect([field, refused.status, refused.errors?.map((error) => error.field)]).toEqual([
          field,
          1,
          [field],
        ]);
      }
      expect(await saveIt(unsaved)).toMatchObject({ status: 0, data: { version: 1 } });
      const saved = await readIt();
      expect(await saveIt(saved)).toMatchObject({ status: 0, data: { id: saved.id, version: 2 } });
      const latest = await readIt();
      expect(withoutSaveStamps(latest)).toEqual(withoutSaveStamps(saved));
      for (const [field, body] of changedReadOnlyValues(resource, latest, SAVE_HELD_COLUMNS)) {
        const refused = await saveIt(body);
        expect([field, refused.status, refused.errors?.map((error) => error.field)]).toEqual([
          field,
          1,
          [field],
        ]);
      }
      expect((await readIt()).version).toBe(2);
    });

    it('refuses a stale version, and a second first save, changing nothing', async () => {
      // A tenant no other test saves: a sibling shop, or for a company's record another company.
      const [where, merchant] =
        resource.scope === 'company'
          ? (['other', 'kowloon.owner'] as const)
          : (['sibling', 'hk.owner'] as const);
      const username = platformOnly ? operator : merchant;
      const first = await save(where, 0, 0, username);
      expect(first.status).toBe(0);
      expect((await save(where, 0, 0, username)).status).toBe(5);
      expect((await save(where, 7, 0, username)).status).toBe(5);
      expect((await read(where, username)).data).toEqual(first.data);
    });

    it('keeps two tenants apart, and refuses another company and a caller without the privilege', async () => {
      const mine = await read('home');
      const theirs = await read('other', platformOnly ? operator : 'kowloon.owner');
      expect(theirs.data.id).not.toBe(mine.data.id ?? -1);
      // The platform's operators reach every company; a merchant never reaches a platform-only record.
      if (!platformOnly) expect((await read('other')).status).toBe(3);
      if (!platformOnly) expect((await save('other', 0)).status).toBe(3);
      for (const below of belowAudience(resource)) {
        expect([below, (await read('home', below)).status]).toEqual([below, 3]);
        expect([below, (await save('home', mine.data.version, 0, below)).status]).toEqual([below, 3]);
      }
      expect((await read('home', 'hk.nobody')).status).toBe(3);
      expect((await save('home', mine.data.version, 0, 'hk.nobody')).status).toBe(3);
      if (resource.scope === 'shop') expect((await read('sibling', 'hk.central')).status).toBe(3);
    });

    it.each(invalidFixtures(resource.name).map(({ file, fixture }) => [file, fixture] as const))(
      'refuses %s with a translated error on its field and writes nothing',
      async (_file, fixture) => {
        const before = await read('home');
        // The fixture is the whole record: every field it leaves out is cleared.
        const cleared = Object.entries(resource.fields).filter(([, field]) => !field.ui?.readOnly);
        const body = await call<Answer>(operator, modifyEndpoint(resource), {
          ...Object.fromEntries(cleared.map(([name]) => [name, null])),
          ...fixture.record,
          ...tenantBody(resource, tenants),
          version: before.data.version,
        });
        expect(body.status).toBe(1);
        const error = body.errors?.find((entry) => entry.field === fixture.failsOn);
        expect(error?.msg).toBeTruthy();
        expect(error?.msgEn).toBeTruthy();
        expect((await read('home')).data).toEqual(before.data);
      },
    );
  });
});
