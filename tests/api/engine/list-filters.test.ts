import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMessages } from '../../../engine/server/messages';
import { loadCheckedSchemas } from '../../../engine/server/schema-source';
import { ROOT_DIR } from '../../../server/config';
import { describeOnEachDatabase } from '../support/api-harness';
import { TIME_ZONE } from '../support/test-database';

// Every filter kind of the one-row search form, on a resource declared for this test alone.
const schemasDir = join(mkdtempSync(join(tmpdir(), 'brigade-filters-')), 'schemas');
cpSync(join(ROOT_DIR, 'schemas'), schemasDir, { recursive: true });
writeFileSync(
  join(schemasDir, 'companies', 'tasting.json'),
  JSON.stringify({
    name: 'tasting',
    module: 'companies',
    title: 'companies:shop',
    endpoint: '/tasting',
    scope: 'company',
    route: {
      name: 'tastings',
      path: '/merchant_management/tastings',
      title: 'navigation:branches_list',
      section: 'merchant_management',
    },
    privileges: {
      read: 'tastings',
      create: 'branches_create',
      update: 'branches_edit',
      delete: 'branches_delete',
    },
    fields: {
      name: { type: 'string', title: 'companies:fields.name', ui: { filter: 'contains', sortable: true } },
      status: {
        type: 'string',
        title: 'companies:fields.status',
        enum: ['pending', 'approved'],
        ui: { filter: 'exact' },
      },
      phone: { type: 'number', title: 'companies:fields.phone', ui: { filter: 'range', sortable: true } },
      address: {
        type: 'string',
        format: 'date-time',
        title: 'companies:fields.address',
        ui: { filter: 'dateRange' },
      },
    },
    required: ['name'],
  }),
);
const schemas = loadCheckedSchemas(schemasDir, ROOT_DIR, loadMessages(join(ROOT_DIR, 'locales')));

const rows = [
  { name: 'Egg tart 50%_off', status: 'approved', phone: 10, address: '2026-11-20T00:00:00Z' },
  { name: 'Pineapple bun', status: 'pending', phone: 25, address: '2026-11-20T23:59:59Z' },
  { name: 'Milk tea', status: 'approved', phone: 40, address: '2026-11-21T00:00:00Z' },
];

describeOnEachDatabase(
  'list filters, sorting and paging',
  (api) => {
    let company = 0;
    const query = async (body: object) =>
      (
        await api.call<{ name: string }[]>({
          method: 'PUT',
          url: '/pro-api/tasting',
          payload: body,
          headers: { 'x-token': await api.signIn('admin') },
        })
      ).body;
    const names = async (body: object) => (await query(body)).data.map((row) => row.name);

    beforeAll(async () => {
      company =
        (await api.db.query<{ id: number }>('SELECT min(id) AS id FROM res_company')).rows[0]?.id ?? 0;
      for (const row of rows) {
        const made = await api.call({
          method: 'POST',
          url: '/pro-api/tasting',
          payload: { ...row, companyId: company },
          headers: { 'x-token': await api.signIn('admin') },
        });
        expect(made.body.status).toBe(0);
      }
    });

    it('finds by contains, ignoring case, with % and _ taken literally', async () => {
      expect(await names({ name: 'TART' })).toEqual(['Egg tart 50%_off']);
      expect(await names({ name: '%_' })).toEqual(['Egg tart 50%_off']);
      expect(await names({ name: 'a_b' })).toEqual([]);
    });

    it('finds by an exact value or any of a list', async () => {
      expect((await names({ status: 'pending' })).sort()).toEqual(['Pineapple bun']);
      expect((await query({ status: ['pending', 'approved'] })).count).toBe(3);
    });

    it('finds by a number range, raising an upper bound below the lower to it', async () => {
      expect(await names({ phone: [20, 40], sort: { field: 'phone', order: 'asc' } })).toEqual([
        'Pineapple bun',
        'Milk tea',
      ]);
      expect(await names({ phone: [25, 3] })).toEqual(['Pineapple bun']);
      expect((await query({ phone: [null, 20] })).count).toBe(1);
    });

    it('finds by a date range from 00:00:00 of the first day to 23:59:59 of the last', async () => {
      expect(
        await names({ address: ['2026-11-20', '2026-11-20'], sort: { field: 'name', order: 'asc' } }),
      ).toEqual(['Egg tart 50%_off', 'Pineapple bun']);
      expect(await names({ address: ['2026-11-21', '2026-11-21'] })).toEqual(['Milk tea']);
      // Today in the restaurants' time zone, where the server's date filters count days.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
      expect((await query({ createdAt: [today, today] })).count).toBe(3);
    });

    it('refuses a filter of the wrong shape, naming the field', async () => {
      const body = await query({ phone: 'lots', name: 7 });
      expect(body.status).toBe(1);
      expect(body.errors?.map((error) => error.field).sort()).toEqual(['name', 'phone']);
    });

    it('sorts, pages, and bounds the page size', async () => {
      expect(await names({ sort: { field: 'name', order: 'desc' }, pageSize: 2, pageNumber: 2 })).toEqual([
        'Egg tart 50%_off',
      ]);
      const big = await query({ pageSize: 100000 });
      expect(big.data).toHaveLength(3);
    });

    it('refuses a page, a page size or a sort it cannot honour, naming each', async () => {
      const junk = await query({ pageSize: -4, pageNumber: 'x', sort: { field: 'nope' } });
      expect(junk.status).toBe(1);
      expect(junk.errors?.map((error) => [error.field, error.msgEn])).toEqual([
        ['sort', 'Cannot sort by nope'],
        ['pageSize', 'Page size cannot be less than 1'],
      ]);
      const far = await query({ pageNumber: 1e300 });
      expect(far.errors?.map((error) => error.msgEn)).toEqual(['Page number cannot be more than 2147483647']);
      for (const field of ['__proto__', 'constructor', 'toString'])
        expect((await query({ sort: { field } })).errors?.[0]).toMatchObject({ field: 'sort' });
      expect((await query({ sort: { field: 'name', order: 'sideways' } })).errors?.[0]?.field).toBe('sort');
    });

    it('refuses a date filter naming a day that does not exist', async () => {
      for (const days of [
        ['2024-02-30', '2024-03-01'],
        ['2024-02-28', '2023-13-01'],
        ['0000-01-01', '0000-01-02'],
      ]) {
        const body = await query({ address: days, createdAt: days });
        expect(body.errors?.map((error) => [error.field, error.msgEn])).toEqual([
          ['createdAt', 'Created at is not a real date'],
          ['address', expect.stringContaining('is not a real date')],
        ]);
      }
      expect((await query({ address: ['2024-02-29', '2024-02-29'] })).status).toBe(0);
    });
  },
  { schemas },
);
