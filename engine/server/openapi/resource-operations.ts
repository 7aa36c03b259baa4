// A declared resource's calls (docs/api.md "Declared resources") as OpenAPI operations, read from
// its schema exactly as resource-plugin.ts and import-plugin.ts register them.
import { MAX_IMPORT_ROWS } from '../../protocol/import';
import { actionEndpoint, modifyEndpoint } from '../../schema/endpoints';
import { valueSchema } from '../../schema/record-validation';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';
import { isSettingsRecord } from '../../schema/settings-record';
import { bodySchema, PAGING_PROPERTIES, type JsonSchema } from '../route-schema';
import type { DocumentText } from './document-text';
import type { OperationSpec } from './operation';

const ID = { type: 'integer' };
const IDS = { type: 'array', items: ID };
const STAMP = { type: 'string', format: 'date-time' };
const NULLABLE_ID = { type: ['integer', 'null'] };
const DAY_PAIR = {
  type: 'array',
  minItems: 2,
  maxItems: 2,
  items: { type: ['string', 'null'], format: 'date' },
};

/** A field's JSON Schema with its label key as title (DocumentText makes it English). */
const fieldSchema = (field: FieldSchema): JsonSchema => ({ ...valueSchema(field), title: field.title });

/** The record as answered: its fields but the secret ones, and the engine's own keys. */
export function recordSchema(resource: ResourceSchema): JsonSchema {
  const fields = Object.entries(resource.fields).filter(([, field]) => !isSecretField(field));
  return {
    type: 'object',
    title: resource.title,
    properties: {
      id: ID,
      ...Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
      companyId: NULLABLE_ID,
      shopId: NULLABLE_ID,
      version: ID,
      createdAt: STAMP,
      createdBy: NULLABLE_ID,
      updatedAt: STAMP,
      updatedBy: NULLABLE_ID,
    },
  };
}

/** The fields a create or an edit may write: not the read-only ones, nor the state its actions own. */
function writable(resource: ResourceSchema): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([name, field]) => !field.ui?.readOnly && name !== resource.stateMachine?.field)
      .map(([name, field]) => [name, fieldSchema(field)]),
  );
}

/** Where a caller reaching several tenants places or looks for records. */
function tenantKeys(resource: ResourceSchema, many: boolean): Record<string, JsonSchema> {
  const keys: Record<string, JsonSchema> = {};
  if (resource.scope !== 'platform') keys.companyId = ID;
  if (resource.scope === 'shop') keys.shopId = ID;
  if (many) for (const key of Object.keys(keys)) keys[key.replace(/Id$/, 'Ids')] = IDS;
  return keys;
}

/** A declared filter's value (list-query.ts `filterCondition`). */
function filterSchema(field: FieldSchema): JsonSchema {
  const title = field.title;
  switch (field.ui?.filter) {
    case 'contains':
      return { type: 'string', title };
    case 'range':
      return { type: 'array', minItems: 2, maxItems: 2, items: { type: ['number', 'null'] }, title };
    case 'dateRange':
      return { ...DAY_PAIR, title };
    default: {
      const one =
        field.type === 'array' ? ((valueSchema(field).items ?? {}) as JsonSchema) : valueSchema(field);
      return { anyOf: [one, { type: 'array', items: one }], title };
    }
  }
}

function queryBody(resource: ResourceSchema): JsonSchema {
  const filters = Object.entries(resource.fields).filter(([, field]) => field.ui?.filter);
  return bodySchema({
    ...PAGING_PROPERTIES,
    id: ID,
    ids: IDS,
    ...tenantKeys(resource, true),
    ...Object.fromEntries(filters.map(([name, field]) => [name, filterSchema(field)])),
    createdAt: DAY_PAIR,
    updatedAt: DAY_PAIR,
    sort: {
      type: 'object',
      properties: {
        field: { enum: ['id', 'createdAt', 'updatedAt', ...Object.keys(resource.fields)] },
        order: { enum: ['asc', 'desc'] },
      },
    },
  });
}

const required = (resource: ResourceSchema) =>
  (resource.required ?? []).filter((name) => Object.hasOwn(writable(resource), name));

const sortBody = (field: string) =>
  bodySchema(
    {
      orders: {
        type: 'array',
        minItems: 1,
        items: { type: 'object', required: ['id', field], properties: { id: ID, [field]: ID } },
      },
    },
    ['orders'],
  );

/** An import's rows: records as a create takes them, a lookup by its label as well as its id. */
function importBody(resource: ResourceSchema): JsonSchema {
  const cells = Object.fromEntries(
    Object.entries(writable(resource)).map(([name, schema]) => {
      const { title, ...value } = schema;
      return [
        name,
        resource.fields[name]?.ui?.lookup ? { anyOf: [value, { type: 'string' }], title } : schema,
      ];
    }),
  );
  const rows = {
    type: 'array',
    minItems: 1,
    maxItems: MAX_IMPORT_ROWS,
    items: { type: 'object', properties: cells },
  };
  return bodySchema({ rows, dryRun: { type: 'boolean' }, ...tenantKeys(resource, false) }, ['rows']);
}

/** Every call the engine registers for the resource, under `prefix`. */
export function resourceOperations(
  resource: ResourceSchema,
  prefix: string,
  text: DocumentText,
): OperationSpec[] {
  const name = text.label(resource.title);
  const record = { $ref: `#/components/schemas/${resource.name}` };
  const records = { type: 'array', items: record };
  const path = `${prefix}${resource.endpoint}`;
  const call = (at: string, method: string, kind: string, body: JsonSchema, data?: JsonSchema) => ({
    method,
    path: at,
    tag: name,
    summary: text.t(`openapi:operations.${kind}`, { resource: name }),
    isPublic: false,
    body,
    ...(data ? { data } : {}),
  });
  if (isSettingsRecord(resource)) {
    // One record per tenant: read (the defaults before the first save) and save (version 0 first).
    const tenant = tenantKeys(resource, false);
    return [
      call(path, 'PUT', 'readOne', bodySchema(tenant), record),
      call(
        `${prefix}${modifyEndpoint(resource)}`,
        'PUT',
        'saveOne',
        bodySchema({ version: ID, ...tenant, ...writable(resource) }, ['version']),
        record,
      ),
    ];
  }
  const byIds = bodySchema({ id: ID, ids: IDS });
  const create = bodySchema({ ...writable(resource), ...tenantKeys(resource, false) }, required(resource));
  const modify = bodySchema({ id: ID, version: ID, ...writable(resource) }, ['id', 'version']);
  const operations: OperationSpec[] = [
    call(path, 'POST', 'create', create, record),
    call(path, 'PUT', 'query', queryBody(resource), records),
    call(`${prefix}${modifyEndpoint(resource)}`, 'PUT', 'modify', modify, record),
    call(path, 'DELETE', 'delete', byIds, IDS),
    call(`${path}/can/delete`, 'PUT', 'canDelete', byIds, {
      type: 'object',
      properties: { canDelete: { type: 'boolean' } },
    }),
  ];
  if (resource.orderField)
    operations.push(call(`${path}/sort`, 'PUT', 'sort', sortBody(resource.orderField), records));
  for (const [actionName, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
    const input = (action.input ?? []).filter((field) => resource.fields[field]);
    const fields = Object.fromEntries(
      input.map((field) => [field, fieldSchema(resource.fields[field] as FieldSchema)]),
    );
    const body = bodySchema({ id: ID, version: ID, ...fields }, ['id', ...input]);
    operations.push({
      ...call(`${prefix}${actionEndpoint(resource, actionName, action)}`, 'PUT', 'action', body, record),
      summary: text.t('openapi:operations.action', { resource: name, action: text.label(action.title) }),
    });
  }
  if (resource.importable) operations.push(call(`${path}/import`, 'POST', 'import', importBody(resource)));
  return operations;
}
