import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCheckedSchemas, SchemaCheckError } from '../../../engine/server/schema-source';
import { ROOT_DIR } from '../../../server/config';
import { describeOnEachDatabase } from '../support/api-harness';
import { messages, schemaFolderWith } from '../support/engine-test-schemas';

// An implementer's view: one new JSON file in the schemas folder and nothing else gives a working API.

const note = {
  name: 'branchNote',
  module: 'companies',
  title: 'companies:shop',
  endpoint: '/branch/note',
  scope: 'shop',
  route: {
    name: 'branch_notes',
    path: '/merchant_management/branch_notes',
    title: 'navigation:branches_list',
    section: 'merchant_management',
  },
  privileges: {
    read: 'branch_notes',
    create: 'branches_create',
    update: 'branches_edit',
    delete: 'branches_delete',
  },
  fields: {
    name: {
      type: 'string',
      title: 'companies:fields.name',
      minLength: 1,
      ui: { column: true, filter: 'contains' },
    },
    phone: { type: 'string', title: 'companies:fields.phone', pattern: '^[0-9 +]{6,20}$' },
  },
  required: ['name'],
};
const schemasDir = schemaFolderWith([{ file: 'branch-note', resource: note }]);
const schemas = loadCheckedSchemas(schemasDir, ROOT_DIR, messages);

describeOnEachDatabase(
  'a resource added as one schema file',
  (api) => {
    it('gets create, query, modify and delete calls, validated and scoped', async () => {
      const token = await api.signIn('admin');
      const headers = { 'x-token': token };
      const shop = (await api.db.query<{ id: number }>('SELECT min(id) AS id FROM res_shop')).rows[0]?.id;
      const created = await api.call<{ id: number; version: number }>({
        method: 'POST',
        url: '/pro-api/branch/note',
        headers,
        payload: { name: 'Fridge checked', shopId: shop },
      });
      expect(created.body).toMatchObject({ status: 0, data: { name: 'Fridge checked', shopId: shop } });
      const refused = await api.call({
        method: 'POST',
        url: '/pro-api/branch/note',
        headers,
        payload: { phone: 'x', shopId: shop },
      });
      expect(refused.body.errors?.map((error) => error.field).sort()).toEqual(['name', 'phone']);
      const listed = await api.call({
        method: 'PUT',
        url: '/pro-api/branch/note',
        headers,
        payload: { name: 'fridge' },
      });
      expect(listed.body).toMatchObject({ status: 0, count: 1 });
      const { id, version } = created.body.data;
      const changed = await api.call({
        method: 'PUT',
        url: '/pro-api/branch/note/modify',
        headers,
        payload: { id, version, name: 'Fridge cleaned' },
      });
      expect(changed.body).toMatchObject({ status: 0, data: { name: 'Fridge cleaned', version: 2 } });
      const deleted = await api.call({
        method: 'DELETE',
        url: '/pro-api/branch/note',
        headers,
        payload: { ids: [id] },
      });
      expect(deleted.body).toMatchObject({ status: 0, data: [id] });
    });
  },
  { schemas },
);

describe('a broken schema file', () => {
  it('stops the server start with the file, the path inside it and the reason', () => {
    writeFileSync(
      join(schemasDir, 'companies', 'branch-note.json'),
      JSON.stringify({ ...note, scope: 'street' }),
    );
    expect(() => loadCheckedSchemas(schemasDir, ROOT_DIR, messages)).toThrow(SchemaCheckError);
    expect(() => loadCheckedSchemas(schemasDir, ROOT_DIR, messages)).toThrow(
      /branch-note\.json: \$\.scope: must be equal to one of the allowed values/,
    );
  });
});
