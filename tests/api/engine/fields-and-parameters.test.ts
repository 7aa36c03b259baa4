// Issue 10 item 3: request parameters and record fields are kept apart, so a schema may name a
// field as it likes (a category's `shopIds`) and the field behaves as every other one: it is
// written, checked and filtered on.
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Category = { id: number; version: number; shopIds?: number[] };

describeOnEachDatabase('a field is a field', (api: ApiHarness) => {
  let tenants: DemoTenants;
  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });
  const as = <T>(method: 'POST' | 'PUT', path: string, body: object) =>
    api.callAs<T>('hk.owner', method, path, body);

  it("changes a category's shopIds, refuses junk in it, and filters the list by it", async () => {
    const made = await as<Category>('POST', '/category', { name: 'Noodles', shopIds: [tenants.central] });
    expect(made.data.shopIds).toEqual([tenants.central]);

    const moved = await as<Category>('PUT', '/category/modify', {
      ...made.data,
      shopIds: [tenants.causeway],
    });
    expect(moved.status).toBe(0);
    expect(moved.data).toMatchObject({ version: 2, shopIds: [tenants.causeway] });

    const junk = await as('PUT', '/category/modify', { ...moved.data, shopIds: 'junk' });
    expect(junk.status).toBe(1);
    expect(junk.errors?.map((error) => error.field)).toEqual(['shopIds']);
    const stored = await as<Category[]>('PUT', '/category', { id: made.data.id });
    expect(stored.data[0]).toMatchObject({ version: 2, shopIds: [tenants.causeway] });

    const inCauseway = await as<Category[]>('PUT', '/category', { shopIds: [tenants.causeway] });
    expect(inCauseway.data.map((category) => category.id)).toContain(made.data.id);
    const inCentral = await as<Category[]>('PUT', '/category', { shopIds: [tenants.central] });
    expect(inCentral.data.map((category) => category.id)).not.toContain(made.data.id);
  });

  it('keeps a tenant filter under the row keys: companyId takes one id or several', async () => {
    const one = await api.callAs<unknown[]>('admin', 'PUT', '/shop', { companyId: tenants.hk });
    const both = await api.callAs<unknown[]>('admin', 'PUT', '/shop', {
      companyId: [tenants.hk, tenants.kowloon],
    });
    expect(one.count).toBeGreaterThan(0);
    expect(both.count).toBeGreaterThan(one.count ?? 0);
  });
});
