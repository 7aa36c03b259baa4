import { optionOf } from '../../../../engine/client/lookup-query';
import { Lookups } from '../../../../engine/client/lookups';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import { companySchema, fieldOf } from '../../../support/resources';
import { merchantRoutes } from '../../support/merchant-routes';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

describe('the Lookups store', () => {
  let server: StandInServer;
  let lookups: Lookups;

  beforeEach(() => {
    server = standInServer(merchantRoutes);
    lookups = new Lookups(new ResourceSchemas(resourceSchemaRequest));
  });
  afterEach(() => server.close());

  it("searches the referenced resource's query call by its label field, 50 at a time", async () => {
    const options = await lookups.search({ resource: 'company', labelField: 'name' }, ' pier ');
    expect(options).toEqual([{ id: 2, label: 'Pier Café' }]);
    expect(server.callsTo('PUT /company')[0]?.body).toMatchObject({
      pageNumber: 1,
      pageSize: 50,
      name: 'pier',
    });
  });

  it('narrows the choices by the lookup’s where, sent as exact filters', async () => {
    await lookups.search(
      { resource: 'company', labelField: 'name', where: { auditStatus: 'approved' } },
      'pier',
    );
    expect(server.callsTo('PUT /company')[0]?.body).toMatchObject({ auditStatus: 'approved', name: 'pier' });
  });

  it('offers the first page without the text when the label field is not searchable', async () => {
    // The English name is no filter of the merchant list, so the server could not narrow by it.
    expect(fieldOf(companySchema, 'name_en').ui?.filter).toBeUndefined();
    const hint = { resource: 'company', labelField: 'name_en' };
    expect(await lookups.search(hint, 'pier')).toHaveLength(3);
    await lookups.search(hint, 'pie');
    const calls = server.callsTo('PUT /company');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('name_en');
  });

  it('reads the labels of ids asked for together in one request, and each id once', async () => {
    const labels = lookups.labels({ resource: 'company', labelField: 'name' });
    await Promise.all([labels.load([1, 2]), labels.load([2, 3]), labels.load([3])]);
    await labels.load([1, 3]);
    const calls = server.callsTo('PUT /company');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ ids: [1, 2, 3], pageNumber: 1, pageSize: 3 });
    expect([1, 2, 3].map((id) => labels.labelOf(id))).toEqual(['Harbour Kitchen', 'Pier Café', 'Noodle Bar']);
  });

  it('knows the labels of the choices a search offered without asking again', async () => {
    await lookups.search({ resource: 'company', labelField: 'name' }, 'harbour');
    const labels = lookups.labels({ resource: 'company', labelField: 'name' });
    await labels.load([1]);
    expect(labels.labelOf(1)).toBe('Harbour Kitchen');
    expect(server.callsTo('PUT /company')).toHaveLength(1);
  });

  it('shows an id no record answers for (deleted, or out of reach) as itself', async () => {
    const labels = lookups.labels({ resource: 'company', labelField: 'name' });
    await labels.load([9]);
    expect(labels.labelOf(9)).toBe('9');
  });
});

describe('a choice in English', () => {
  it('reads a name as its English name when the record has one, and never changes the record', () => {
    const record = { id: 3, version: 1, name: '港島美食集團', name_en: 'Harbour Island Dining Group' };
    expect(optionOf(record, 'name', 'en')).toEqual({ id: 3, label: 'Harbour Island Dining Group' });
    expect(optionOf(record, 'name', 'zh-TW')).toEqual({ id: 3, label: '港島美食集團' });
    expect(optionOf({ ...record, name_en: '' }, 'name', 'en').label).toBe('港島美食集團');
    expect(optionOf(record, 'subdomain', 'en')).toEqual({ id: 3, label: '3' });
    expect(record.name).toBe('港島美食集團');
  });
});
