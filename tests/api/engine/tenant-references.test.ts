// Issue 10 item 2, generated from the schemas: a record of one company never points at another
// company's records, whoever writes it (the super admin and a platform manager reach both demo
// companies), on create, modify and import; and nothing is written under a company or shop that
// does not exist.
import { modifyEndpoint } from '../../../engine/schema/endpoints';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import type { Reference, ResourceSchema } from '../../../engine/schema/resource';
import { rowPath } from '../../../engine/schema/row-fields';
import { readConfig } from '../../../server/config';
import { loadProductSchemas } from '../../../server/schemas';
import { regionalRuns, type RegionalRun } from '../support/regions';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { lookupWhereOf, type LookupWhere } from '../../../engine/schema/lookup-conditions';
import {
  distinct,
  fixtureFor,
  pointingRecord,
  realReferences,
  tenantBody,
  validFixtures,
} from '../support/resource-fixtures';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { writeNew } from '../support/declared-calls';

const resources = loadProductSchemas(readConfig({})).resources;
/** Company and shop records and their references; a platform record may name any company in reach. */
const companyReferences = resources.flatMap((resource) =>
  resource.scope === 'platform'
    ? []
    : (resource.references ?? [])
        .filter((ref) => ref.field !== 'companyId' && ref.field !== 'shopId')
        .map((ref) => [`${resource.name}.${ref.field}`, resource, ref] as const),
);
const tenantScoped = resources.filter((resource) => resource.scope !== 'platform');

type Saved = { id: number; version: number } & Record<string, unknown>;

const suite = (run: RegionalRun) => (api: ApiHarness) => {
  const references = companyReferences.filter(([, resource]) => run.resources.includes(resource));
  const scoped = tenantScoped.filter((resource) => run.resources.includes(resource));
  let tenants: DemoTenants;
  let home: ReturnType<typeof realReferences>;
  let other: ReturnType<typeof realReferences>;
  let serial = 0;

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    home = realReferences(api, tenants);
    other = realReferences(api, tenants, 'other');
  });

  /** A fresh id of `target` in the other company (its own id for a company or a shop). */
  const foreignId = async (target: ResourceSchema, where?: LookupWhere): Promise<number> => {
    if (target.tenantOf === 'company') return tenants.kowloon;
    if (target.tenantOf === 'shop') return tenants.mongkok;
    serial += 1;
    const record = distinct(target, await other(target, fixtureFor(target, where)), `o${serial}`);
    const made = await writeNew<Saved>(api, target, 'admin', {
      ...record,
      ...tenantBody(target, tenants, 'other'),
    });
    if (made.status !== 0) throw new Error(`${target.name} in the other company: ${made.status}`);
    return made.data.id;
  };

  /** A valid record of the home company; with `field`, from a fixture that fills it (so it is shown). */
  const homeRecord = async (resource: ResourceSchema, field?: string) => {
    serial += 1;
    const fixtures = validFixtures(resource.name);
    const fixture =
      fixtures.find((candidate) => field && candidate.record[field] !== undefined) ?? fixtures[0];
    return distinct(resource, await home(resource, fixture?.record ?? {}), `h${serial}`);
  };

  const countOf = async (resource: ResourceSchema) =>
    (await api.callAs<unknown[]>('admin', 'PUT', resource.endpoint, {})).count;

  describe.each(references)('%s', (_name, resource: ResourceSchema, ref: Reference) => {
    const shownOn = rowPath(ref.field)?.rows ?? ref.field;

    it.each(['admin', 'platform'])(
      "refuses %s a record pointing at another company's record, on create, modify and import",
      async (caller) => {
        const target = api.schemas.byName.get(ref.resource) as ResourceSchema;
        const foreign = await foreignId(target, lookupWhereOf(resource, ref.field));
        if (isSettingsRecord(resource)) {
          // A company's one record (a stamp card's setting) is saved, never created: refused, and kept.
          const tenant = tenantBody(resource, tenants);
          const { version } = (await api.callAs<Saved>(caller, 'PUT', resource.endpoint, tenant)).data;
          const refused = await api.callAs(caller, 'PUT', modifyEndpoint(resource), {
            ...pointingRecord(resource, ref, await homeRecord(resource, shownOn), foreign),
            ...tenant,
            version,
          });
          expect(refused.status).toBe(1);
          expect(refused.errors?.map((error) => error.field)).toContain(shownOn);
          expect((await api.callAs<Saved>(caller, 'PUT', resource.endpoint, tenant)).data.version).toBe(
            version,
          );
          return;
        }
        const before = await countOf(resource);

        const created = await api.callAs(caller, 'POST', resource.endpoint, {
          ...pointingRecord(resource, ref, await homeRecord(resource, shownOn), foreign),
          ...tenantBody(resource, tenants),
        });
        expect(created.status).toBe(1);
        expect(created.errors?.map((error) => error.field)).toContain(shownOn);
        expect(await countOf(resource)).toBe(before);

        const saved = await api.callAs<Saved>(caller, 'POST', resource.endpoint, {
          ...(await homeRecord(resource, shownOn)),
          ...tenantBody(resource, tenants),
        });
        expect(saved.status).toBe(0);
        const modified = await api.callAs(caller, 'PUT', modifyEndpoint(resource), {
          ...pointingRecord(resource, ref, saved.data, foreign),
        });
        expect(modified.status).toBe(1);
        expect(modified.errors?.map((error) => error.field)).toContain(shownOn);
        const still = await api.callAs<Saved[]>(caller, 'PUT', resource.endpoint, { id: saved.data.id });
        expect(still.data[0]?.version).toBe(saved.data.version);

        if (resource.importable) {
          const imported = await api.callAs<{ written: number }>(
            caller,
            'POST',
            `${resource.endpoint}/import`,
            {
              ...tenantBody(resource, tenants),
              rows: [pointingRecord(resource, ref, await homeRecord(resource, shownOn), foreign)],
            },
          );
          expect(imported.status).toBe(1);
          expect(imported.data.written).toBe(0);
        }
      },
    );
  });

  describe.each(scoped.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const key = resource.scope === 'company' || resource.tenantOf === 'shop' ? 'companyId' : 'shopId';

    it(`refuses a ${key} that names no live tenant, on create and import, and writes nothing`, async () => {
      const before = await countOf(resource);
      for (const id of [99999, 0, -1]) {
        // A settings record is created by its first save (version 0).
        const created = isSettingsRecord(resource)
          ? await api.callAs('admin', 'PUT', modifyEndpoint(resource), {
              ...(await homeRecord(resource)),
              [key]: id,
              version: 0,
            })
          : await writeNew(api, resource, 'admin', { ...(await homeRecord(resource)), [key]: id });
        expect(created.status).toBe(1);
        expect(created.errors?.map((error) => error.field)).toEqual([key]);
        if (resource.importable) {
          const imported = await api.callAs('admin', 'POST', `${resource.endpoint}/import`, {
            [key]: id,
            rows: [await homeRecord(resource)],
          });
          expect(imported.status).toBe(1);
        }
      }
      expect(await countOf(resource)).toBe(before);
      const { rows } = await api.db.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE resource = $1 AND (company_id IN (99999, 0, -1) OR shop_id IN (99999, 0, -1))`,
        [resource.name],
      );
      expect(rows[0]).toEqual({ n: 0 });
    });
  });
};

for (const run of regionalRuns(resources))
  describeOnEachDatabase(
    `references and tenants stay real and inside their tenant, ${run.region} server`,
    suite(run),
    { config: { region: run.region } },
  );
