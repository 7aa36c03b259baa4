// The product's real resource schemas and a signed-in user, for unit tests of the engine's client.
import company from '../../schemas/companies/company.json';
import shop from '../../schemas/companies/shop.json';
import type { FieldSchema, ResourceSchema } from '../../engine/schema/resource';
import type { UserInfo } from '../../engine/protocol/user-info';

export const companySchema = company as unknown as ResourceSchema;
export const shopSchema = shop as unknown as ResourceSchema;

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    username: 'hk.owner',
    name: '陳大文',
    name_en: 'David Chan',
    email: null,
    admin: false,
    platManager: false,
    companyManager: true,
    shopManager: false,
    privilegeList: [],
    shopPrivilegeList: [],
    companyId: 1,
    imgId: null,
    roles: ['companyManager'],
    dola_pass: true,
    ...overrides,
  };
}

/** A schema in the docs' style with every condition and filter kind the engine reads. */
export const noteSchema: ResourceSchema = {
  name: 'branchNote',
  module: 'companies',
  title: 'companies:shop',
  endpoint: '/branch/note',
  scope: 'platform',
  route: {
    name: 'branch_notes',
    path: '/merchant_management/branch_notes',
    title: 'navigation:branches_list',
    section: 'merchant_management',
    children: { create: true, edit: true, detail: true, duplicate: true },
  },
  privileges: { read: 'branch_notes', create: 'notes_create', update: 'notes_edit', delete: 'notes_delete' },
  fields: {
    title: {
      type: 'string',
      title: 'companies:fields.name',
      minLength: 1,
      maxLength: 20,
      ui: { column: 1, filter: 'contains', sortable: true, filterRequired: true },
    },
    kind: {
      type: 'string',
      title: 'companies:fields.status',
      enum: ['hygiene', 'other'],
      ui: {
        column: 2,
        filter: 'exact',
        labels: { hygiene: 'companies:status.pending', other: 'companies:status.rejected' },
      },
    },
    otherKind: {
      type: 'string',
      title: 'companies:fields.introduction',
      ui: {
        visibleWhen: { field: 'kind', equals: 'other' },
        requiredWhen: { field: 'kind', equals: 'other' },
      },
    },
    seats: {
      type: 'integer',
      title: 'companies:fields.simultaneousOnlineTerminals',
      minimum: 1,
      ui: { column: true, filter: 'range', disabledWhen: { field: 'kind', equals: 'hygiene' } },
    },
    dueDate: { type: 'string', format: 'date', title: 'companies:fields.city', ui: { filter: 'dateRange' } },
    code: { type: 'string', title: 'companies:fields.storeId' },
  },
  required: ['title', 'kind'],
  unique: [['code']],
};

/** A declared field of a resource; a test naming a field the schema lacks fails here. */
export function fieldOf(resource: ResourceSchema, name: string): FieldSchema {
  const field = resource.fields[name];
  if (!field) throw new Error(`${resource.name} declares no field ${name}`);
  return field;
}

/** A company resource named `name` with these fields, the rest of its file filled in for a unit test. */
export function testResource(
  name: string,
  fields: ResourceSchema['fields'],
  extra: Partial<ResourceSchema> = {},
): ResourceSchema {
  const plural = `${name}s`;
  return {
    name,
    module: 'test',
    title: `test:${name}`,
    endpoint: `/${name}`,
    scope: 'company',
    route: { name: plural, path: `/${plural}`, title: `test:${plural}`, section: 'test' },
    privileges: { read: plural, create: plural, update: plural, delete: plural },
    fields,
    ...extra,
  };
}
