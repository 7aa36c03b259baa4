import { modifyEndpoint } from '../../../engine/schema/endpoints';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { regionalRuns, type RegionalRun } from '../support/regions';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { lookupWhereOf } from '../../../engine/schema/lookup-conditions';
import {
  distinct,
  fixtureFor,
  invalidFixtures,
  pointingRecord,
  tenantBody,
  validFixtures,
  realReferences,
} from '../support/resource-fixtures';
import { changedReadOnlyValues, withoutSaveStamps } from '../support/read-only-round-trip';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';
import { expectNoSuchCall, hasCall, writeNew } from '../support/declared-calls';

// Generated from the schemas: every declared resource gets the same proofs, so a new schema file is
// covered the moment it exists. Each resource needs at least one valid fixture to write.

// Settings records have their own proofs (settings-records-generated.test.ts).
const resources = loadProductSchemas(readConfig({})).resources.filter(
  (resource) => !isSettingsRecord(resource),
);

type Record = { id: number; version: number } & { [field: string]: unknown };

function creatorOf(resource: ResourceSchema): string {
  return resource.scope === 'platform' ? 'admin' : 'hk.owner';
}

/** The computed values a listed record carries, which a write's answer does not. */
const computedOf = (resource: ResourceSchema, record: object): object =>
  Object.fromEntries(
    Object.entries(record).filter(([name]) => resource.fields[name]?.ui?.computed !== undefined),
  );

const named = (resource: ResourceSchema) => [resource.name, resource] as const;

/** The row's columns a modify holds to the read-only rule (its `id` and `version` are its parameters). */
const MODIFY_HELD_COLUMNS = ['companyId', 'shopId', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'];

const suite = (run: RegionalRun) => (api: ApiHarness) => {
  const tokens = new Map<string, string>();
  let tenants: DemoTenants;
  const as = async (username: string) => {
    const known = tokens.get(username);
    if (known) return known;
    const token = await api.signIn(username);
    tokens.set(username, token);
    return token;
  };
  const call = async <T>(username: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    (
      await api.call<T>({
        method,
        url: `/pro-api${url}`,
        payload,
        headers: { 'x-token': await as(username) },
      })
    ).body;

  // A record's references are made where the record is: a shop's record points at its own shop's.
  let real: ReturnType<typeof realReferences>;
  let realInSibling: ReturnType<typeof realReferences>;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    real = realReferences(api, tenants);
    realInSibling = realReferences(api, tenants, 'sibling');
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
  });

  describe.each(run.resources.map(named))('%s', (_name, resource) => {
    const fixtures = validFixtures(resource.name, run.region);
    let counter = 0;
    const create = async (
      username = creatorOf(resource),
      where: 'home' | 'sibling' = 'home',
      shape = (record: Record) => record,
      base: { [field: string]: unknown } = fixtures[0]?.record ?? {},
    ) => {
      counter += 1;
      const made = where === 'home' ? real : realInSibling;
      const record = distinct(resource, await made(resource, base), `t${counter}`);
      const body = await writeNew<Record>(api, resource, username, {
        ...shape(record as Record),
        ...tenantBody(resource, tenants, where),
      });
      if (body.status !== 0) throw new Error(`create failed: ${JSON.stringify(body)}`);
      return body.data;
    };
    const readBack = async (id: number, username = creatorOf(resource)) =>
      call<Record[]>(username, 'PUT', resource.endpoint, { id });

    it('has a valid fixture to write', () => {
      expect(fixtures.length).toBeGreaterThan(0);
    });

    it('creates, finds, modifies and deletes a record, each write in the audit trail', async () => {
      const created = await create();
      expect(created.version).toBe(1);
      const found = await readBack(created.id);
      expect(found).toMatchObject({ status: 0, count: 1 });
      // The list's record (JSON the database builds) is the create's answer, plus computed values.
      const [listed = {}] = found.data;
      expect(listed).toEqual({ ...created, ...computedOf(resource, listed) });

      const modified = await call<Record>(creatorOf(resource), 'PUT', modifyEndpoint(resource), {
        ...created,
        ...distinct(
          resource,
          await real(resource, fixtures[fixtures.length - 1]?.record ?? {}),
          `m${created.id}`,
        ),
      });
      expect(modified.status).toBe(0);
      expect(modified.data.version).toBe(2);

      // A list without a delete call keeps the record: DELETE is no route (declared-calls.ts).
      if (hasCall(resource, 'delete')) {
        const removed = await call<number[]>(creatorOf(resource), 'DELETE', resource.endpoint, {
          id: created.id,
        });
        expect(removed).toMatchObject({ status: 0, data: [created.id] });
        expect((await readBack(created.id)).count).toBe(0);
      } else {
        await expectNoSuchCall(api, 'DELETE', resource.endpoint, { id: created.id });
        await expectNoSuchCall(api, 'PUT', `${resource.endpoint}/can/delete`, { id: created.id });
        expect((await readBack(created.id)).count).toBe(1);
      }

      const { rows } = await api.db.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
        [resource.name, created.id],
      );
      const writes = ['create', 'update', ...(hasCall(resource, 'delete') ? ['delete'] : [])];
      expect(rows.map((row) => row.action)).toEqual(writes);
    });

    if (!hasCall(resource, 'create'))
      it('has no create call: a POST is no route, and writes nothing', async () => {
        const before = (await call<Record[]>(creatorOf(resource), 'PUT', resource.endpoint, {})).count;
        await expectNoSuchCall(api, 'POST', resource.endpoint, {
          ...fixtures[0]?.record,
          ...tenantBody(resource, tenants),
        });
        expect((await call<Record[]>(creatorOf(resource), 'PUT', resource.endpoint, {})).count).toBe(before);
      });

    // Store settings: the store manager runs his shop's (docs/schemas.md "Store managers' share").
    // His records may point at his own shop only: a made-up shop is out of his reach.
    const ownShop = (record: Record): Record => {
      const fields = (resource.references ?? []).filter((reference) => reference.resource === 'shop');
      const own = { ...record };
      for (const { field } of fields)
        if (own[field] !== undefined)
          own[field] = resource.fields[field]?.type === 'array' ? [tenants.central] : tenants.central;
      return own;
    };
    if (resource.shopManagers === 'manage')
      it("lets a store manager who manages it create, change and delete his shop's record", async () => {
        const created = await create('hk.central', 'home', ownShop);
        const modified = await call<Record>('hk.central', 'PUT', modifyEndpoint(resource), {
          ...created,
          ...ownShop(
            distinct(
              resource,
              await real(resource, fixtures[fixtures.length - 1]?.record ?? {}),
              `s${created.id}`,
            ) as Record,
          ),
        });
        expect(modified).toMatchObject({ status: 0, data: { version: 2 } });
        if (!hasCall(resource, 'delete')) return;
        const removed = await call<number[]>('hk.central', 'DELETE', resource.endpoint, { id: created.id });
        expect(removed).toMatchObject({ status: 0, data: [created.id] });
      });

    it('pages and counts a query', async () => {
      await create();
      await create();
      const page = await call<Record[]>(creatorOf(resource), 'PUT', resource.endpoint, {
        pageNumber: 1,
        pageSize: 1,
      });
      expect(page.status).toBe(0);
      expect(page.data).toHaveLength(1);
      expect(page.count).toBeGreaterThanOrEqual(2);
    });

    it.each(invalidFixtures(resource.name, run.region).map(({ file, fixture }) => [file, fixture] as const))(
      'refuses %s with a translated error on its field and writes nothing',
      async (_file, fixture) => {
        const before = (await call<Record[]>(creatorOf(resource), 'PUT', resource.endpoint, {})).count;
        const body = await writeNew(api, resource, creatorOf(resource), {
          ...fixture.record,
          ...tenantBody(resource, tenants),
        });
        expect(body.status).toBe(1);
        const error = body.errors?.find((entry) => entry.field === fixture.failsOn);
        expect(error).toBeDefined();
        // Translated by the call; the server's own write (no create call) answers the field alone.
        if (hasCall(resource, 'create'))
          expect(error).toMatchObject({ msg: expect.any(String), msgEn: expect.any(String) });
        expect((await call<Record[]>(creatorOf(resource), 'PUT', resource.endpoint, {})).count).toBe(before);
      },
    );

    it("refuses another company's manager: he neither finds, changes nor deletes the record", async () => {
      const record = await create();
      expect((await readBack(record.id, 'kowloon.owner')).count ?? 0).toBe(0);
      const changed = await call('kowloon.owner', 'PUT', modifyEndpoint(resource), { ...record });
      const deleted = hasCall(resource, 'delete')
        ? await call('kowloon.owner', 'DELETE', resource.endpoint, { id: record.id })
        : changed;
      expect([changed.status, deleted.status].every((status) => status === 2 || status === 3)).toBe(true);
      const still = await readBack(record.id);
      expect(still.data[0]).toMatchObject({ id: record.id, version: record.version });
    });

    it('refuses a shop manager outside his shops', async () => {
      if (resource.scope === 'company') return; // a company record is his company's: shops do not divide it
      const record = await create(creatorOf(resource), 'sibling');
      expect((await readBack(record.id, 'hk.central')).count ?? 0).toBe(0);
      const changed = await call('hk.central', 'PUT', modifyEndpoint(resource), { ...record });
      expect([2, 3]).toContain(changed.status);
      expect((await readBack(record.id)).data[0]).toMatchObject({ version: record.version });
    });

    it('refuses a caller without the privilege', async () => {
      const record = await create();
      const calls = [
        ['PUT', resource.endpoint, {}],
        ['POST', resource.endpoint, { ...fixtures[0]?.record, ...tenantBody(resource, tenants) }],
        ['PUT', modifyEndpoint(resource), { ...record }],
        ['DELETE', resource.endpoint, { id: record.id }],
      ] as const;
      const declared = calls.filter(
        ([method]) =>
          (method !== 'POST' || hasCall(resource, 'create')) &&
          (method !== 'DELETE' || hasCall(resource, 'delete')),
      );
      for (const [method, path, payload] of declared) {
        expect((await call('hk.nobody', method, path, payload)).status).toBe(3);
      }
      expect((await readBack(record.id)).data[0]).toMatchObject({ version: record.version });
    });

    // Issue 22 item 7: a client sends back the record it read, computed and server-held values and all.
    it('takes a record read and sent back unchanged, changing nothing but its version and update stamp', async () => {
      const created = await create();
      const [read = {} as Record] = (await readBack(created.id)).data;
      const saved = await call<Record>(creatorOf(resource), 'PUT', modifyEndpoint(resource), read);
      expect(saved).toMatchObject({ status: 0, data: { version: read.version + 1 } });
      const [after = {} as Record] = (await readBack(created.id)).data;
      // A record the server wrote (no create call) was last written by no one, now by the saver.
      const { updatedBy: _savedBy, ...kept } = withoutSaveStamps(after);
      const { updatedBy: _readBy, ...asRead } = withoutSaveStamps(read);
      expect(kept).toEqual(asRead);
      expect(after.updatedBy).toBe(saved.data.updatedBy);
      const { rows } = await api.db.query<{ changes: object }>(
        `SELECT changes FROM audit_log WHERE resource = $1 AND record_id = $2 AND action = 'update'`,
        [resource.name, created.id],
      );
      expect(rows.map((row) => row.changes)).toEqual([{}]);
    });

    it('refuses each read-only value sent changed, naming it, and changes nothing', async () => {
      const created = await create();
      const [read = {} as Record] = (await readBack(created.id)).data;
      const changed = changedReadOnlyValues(resource, read, MODIFY_HELD_COLUMNS);
      for (const [field, body] of changed) {
        const refused = await call(creatorOf(resource), 'PUT', modifyEndpoint(resource), body);
        expect([field, refused.status, refused.errors?.map((error) => error.field)]).toEqual([
          field,
          1,
          [field],
        ]);
        expect(refused.errors?.[0]?.msgEn).toMatch(/cannot be changed$/);
      }
      expect((await readBack(created.id)).data[0]).toEqual(read);
    });

    it('refuses a stale version and changes nothing', async () => {
      const record = await create();
      const fresh = await call<Record>(creatorOf(resource), 'PUT', modifyEndpoint(resource), {
        ...record,
      });
      expect(fresh.status).toBe(0);
      const stale = await call(creatorOf(resource), 'PUT', modifyEndpoint(resource), { ...record });
      expect(stale.status).toBe(5);
      expect((await readBack(record.id)).data[0]).toMatchObject({ version: 2 });
    });

    it('refuses a value already taken in a unique field', async () => {
      for (const fields of resource.unique ?? []) {
        const first = fixtures.find((fixture) =>
          fields.every((field) => fixture.record[field] !== undefined),
        );
        if (!first)
          throw new Error(
            `${resource.name}: a valid fixture must fill the unique fields ${fields.join(', ')}`,
          );
        const record = { ...(await real(resource, first.record)), ...tenantBody(resource, tenants) };
        const made = await writeNew<Record>(api, resource, creatorOf(resource), record);
        expect(made.status).toBe(0);
        // The other unique sets' values made distinct, so the clash is this set's alone.
        const others = (resource.unique ?? []).flat().filter((field) => !fields.includes(field));
        const clash = await writeNew(
          api,
          resource,
          creatorOf(resource),
          distinct({ ...resource, unique: [others] }, record, 'other'),
        );
        expect(clash.status).toBe(6);
        expect(clash.errors?.map((error) => error.field)).toEqual(fields);
        if (hasCall(resource, 'delete'))
          await call(creatorOf(resource), 'DELETE', resource.endpoint, { id: made.data.id });
      }
    });

    it('refuses to delete a record that a protected reference points at', async () => {
      if (!hasCall(resource, 'delete')) return; // never deleted: proved above
      for (const holder of api.schemas.resources) {
        for (const ref of holder.references ?? []) {
          if (ref.resource !== resource.name || ref.onDelete !== 'refuse') continue;
          // One the holder's lookup may choose (a top-up option's coupon is a top-up coupon).
          const chosen = fixtureFor(resource, lookupWhereOf(holder, ref.field));
          const target = await create('admin', 'home', undefined, chosen);
          const holderRecord = distinct(
            holder,
            await real(holder, validFixtures(holder.name, run.region)[0]?.record ?? {}),
            `ref${target.id}`,
          );
          const pointing = {
            ...tenantBody(holder, tenants),
            ...pointingRecord(holder, ref, holderRecord, target.id),
          };
          // A company's one record (a stamp card's setting) is saved over, at its version, not created.
          const made = isSettingsRecord(holder)
            ? await call('admin', 'PUT', modifyEndpoint(holder), {
                ...pointing,
                version: (await call<Record>('admin', 'PUT', holder.endpoint, tenantBody(holder, tenants)))
                  .data.version,
              })
            : await call<Record>('admin', 'POST', holder.endpoint, pointing);
          expect(made.status).toBe(0);
          const refused = await call('admin', 'DELETE', resource.endpoint, { id: target.id });
          expect(refused.status).toBe(7);
          expect((await readBack(target.id, 'admin')).count).toBe(1);
        }
      }
    });
  });
};

for (const run of regionalRuns(resources))
  describeOnEachDatabase(`every declared resource, ${run.region} server`, suite(run), {
    config: { region: run.region },
  });
