// A declared resource's calls (docs/api.md "Declared resources") as OpenAPI operations, read from
// its schema exactly as resource-plugin.ts and import-plugin.ts register them.
import { MAX_BULK_RECORDS } from '../../protocol/bulk-actions';
import { MAX_IMPORT_ROWS } from '../../protocol/import';
import {
  actionEndpoint,
  bulkActionEndpoint,
  detailListEndpoint,
  modifyEndpoint,
} from '../../schema/endpoints';
import { valueSchema } from '../../schema/record-validation';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';
import { isSettingsRecord } from '../../schema/settings-record';
import { detailListBody, detailListRowSchema } from '../resources/detail-lists';
import { labelFieldsOf } from '../resources/lookup-reach';
import { ROW_KEYS } from '../../schema/reserved-names';
import { subFieldsOf } from '../../schema/row-fields';
import { bodySchema, PAGING_PROPERTIES, type JsonSchema } from '../route-schema';
import type { DocumentText } from './document-text';
import { ENVELOPE_REF, type OperationSpec } from './operation';

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
const NULL = { type: 'null' };

/** A value that may also be null: a computed one with nothing to show, a field a write clears. */
const orNull = ({ title, readOnly, ...schema }: JsonSchema): JsonSchema => ({
  ...(title === undefined ? {} : { title }),
  ...(readOnly === undefined ? {} : { readOnly }),
  anyOf: [schema, NULL],
});

/**
 * A field's JSON Schema as the document shows it: its label key as title (DocumentText makes it
 * English), `readOnly` where only the server writes it (docs/api.md "Read-only values"), the same
 * for a rows field's sub-fields, and null allowed for a computed value, which may have none.
 */
function fieldSchema(field: FieldSchema): JsonSchema {
  const schema: JsonSchema = { ...valueSchema(field), title: field.title };
  const subFields = subFieldsOf(field);
  if (subFields) {
    const items = schema.items as JsonSchema;
    const properties = Object.fromEntries(
      Object.entries(subFields).map(([name, sub]) => [name, fieldSchema(sub)]),
    );
    schema.items = { ...items, properties };
  }
  if (field.ui?.readOnly) schema.readOnly = true;
  return field.ui?.computed ? orNull(schema) : schema;
}

/** The row's own columns as a record answers them, each the server's to write. */
const ROW_COLUMNS: Record<(typeof ROW_KEYS)[number], JsonSchema> = {
  id: ID,
  companyId: NULLABLE_ID,
  shopId: NULLABLE_ID,
  version: ID,
  createdAt: STAMP,
  createdBy: NULLABLE_ID,
  updatedAt: STAMP,
  updatedBy: NULLABLE_ID,
};

/** The row's columns of a record of `resource`, each marked read-only. */
const readOnlyColumns = (resource: ResourceSchema) =>
  Object.fromEntries(
    Object.entries({ ...ROW_COLUMNS, ...(isSettingsRecord(resource) ? { id: NULLABLE_ID } : {}) }).map(
      ([name, schema]) => [name, { ...schema, readOnly: true }],
    ),
  );

/**
 * The record as answered: its fields but the secret ones, and the engine's own keys. A settings
 * record not saved yet has `id` null and no stamps (settings-rows.ts `unsavedSettings`).
 */
export function recordSchema(resource: ResourceSchema): JsonSchema {
  const fields = Object.entries(resource.fields).filter(([, field]) => !isSecretField(field));
  return {
    type: 'object',
    title: resource.title,
    required: isSettingsRecord(resource) ? ['id', 'version'] : [...ROW_KEYS],
    properties: {
      ...readOnlyColumns(resource),
      ...Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
    },
  };
}

/**
 * A field as a write takes it: null clears one that is not required, and a secret left blank keeps
 * the stored one (docs/api.md "Declared resources").
 */
const written = (resource: ResourceSchema, name: string, field: FieldSchema): JsonSchema => {
  const schema = fieldSchema(field);
  if (isSecretField(field)) {
    const { title, ...value } = schema;
    return { title, anyOf: [value, { const: '' }, NULL] };
  }
  return (resource.required ?? []).includes(name) || field.ui?.readOnly ? schema : orNull(schema);
};

/**
 * What a create, an edit or a save takes: every field, the read-only ones marked (a value sent back
 * as read is let through, any other refused), and the row's own columns, which a form sends back
 * with the record it read; any other key is refused as an unknown field.
 */
function writeBody(
  resource: ResourceSchema,
  columns: Record<string, JsonSchema>,
  requiredKeys: readonly string[],
): JsonSchema {
  const fields = Object.entries(resource.fields).map(([name, field]) => [
    name,
    written(resource, name, field),
  ]);
  return {
    ...bodySchema({ ...readOnlyColumns(resource), ...columns, ...Object.fromEntries(fields) }, requiredKeys),
    additionalProperties: false,
  };
}

/** Where a caller reaching several tenants places a record. */
function tenantKeys(resource: ResourceSchema): Record<string, JsonSchema> {
  const keys: Record<string, JsonSchema> = {};
  if (resource.scope !== 'platform') keys.companyId = ID;
  if (resource.scope === 'shop') keys.shopId = ID;
  return keys;
}

/** One id or several, or none (request-params.ts `rowIdListOf`). */
const ID_OR_IDS = { anyOf: [ID, IDS, NULL] };

/** What leaves a filter unset (list-query.ts `isUnsetFilter`). */
const UNSET = [NULL, { const: '' }];

/** A declared filter's value (list-query.ts `filterCondition`), or nothing to filter by. */
function filterSchema(field: FieldSchema): JsonSchema {
  const title = field.title;
  switch (field.ui?.filter) {
    case 'contains':
      return { type: ['string', 'null'], title };
    case 'range':
      return {
        anyOf: [{ type: 'array', minItems: 2, maxItems: 2, items: { type: ['number', 'null'] } }, ...UNSET],
        title,
      };
    case 'dateRange':
      return { anyOf: [DAY_PAIR, ...UNSET], title };
    default:
      // Matched as stored, JSON for JSON (an array: any of its values): any value is a search.
      return { title };
  }
}

function queryBody(resource: ResourceSchema): JsonSchema {
  const filters = Object.entries(resource.fields).filter(([, field]) => field.ui?.filter);
  return bodySchema({
    ...PAGING_PROPERTIES,
    id: ID_OR_IDS,
    ids: { anyOf: [IDS, NULL] },
    companyId: ID_OR_IDS,
    shopId: ID_OR_IDS,
    ...Object.fromEntries(filters.map(([name, field]) => [name, filterSchema(field)])),
    createdAt: { anyOf: [DAY_PAIR, ...UNSET] },
    updatedAt: { anyOf: [DAY_PAIR, ...UNSET] },
    sort: {
      type: 'object',
      properties: {
        field: { enum: ['id', 'createdAt', 'updatedAt', ...Object.keys(resource.fields)] },
        order: { enum: ['asc', 'desc'] },
      },
    },
  });
}

/** The fields a create must fill: the required ones no server fills. */
const required = (resource: ResourceSchema) =>
  (resource.required ?? []).filter((name) => !resource.fields[name]?.ui?.readOnly);

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

/**
 * An import's rows: records as a create takes them (a row's own tenant keys are ignored), a lookup
 * by its label as well as its id.
 */
function importBody(resource: ResourceSchema): JsonSchema {
  const row = writeBody(resource, tenantKeys(resource), required(resource));
  const cells = Object.fromEntries(
    Object.entries(row.properties as Record<string, JsonSchema>).map(([name, schema]) => {
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
    items: { ...row, properties: cells },
  };
  return bodySchema({ rows, dryRun: { type: 'boolean' }, ...tenantKeys(resource) }, ['rows']);
}

/** The import's one JSON answer: the rows done so far as it ran, then the envelope of its outcome. */
const IMPORT_ANSWER: JsonSchema = {
  allOf: [
    ENVELOPE_REF,
    {
      type: 'object',
      required: ['progress'],
      properties: {
        progress: { type: 'array', items: { type: 'integer' } },
        data: {
          type: 'object',
          required: ['total', 'written', 'dryRun', 'problemCount', 'problems'],
          properties: {
            total: { type: 'integer' },
            written: { type: 'integer' },
            dryRun: { type: 'boolean' },
            problemCount: { type: 'integer' },
            problems: {
              type: 'array',
              items: {
                type: 'object',
                required: ['row', 'field', 'msg', 'msgEn'],
                properties: {
                  row: { type: 'integer' },
                  field: { type: 'string' },
                  msg: { type: 'string' },
                  msgEn: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  ],
};

/**
 * A listed record: the whole record, or, for a caller who may only fill a form looking into the
 * list, its id and label fields (lookup-reach.ts), each null where the record has none.
 */
function listedSchema(resource: ResourceSchema, resources: readonly ResourceSchema[]): JsonSchema {
  const record = { $ref: `#/components/schemas/${resource.name}` };
  const labels = labelFieldsOf(resources, resource);
  if (labels.length === 0) return record;
  const labelled = Object.fromEntries(
    labels.map((name) => [name, orNull(fieldSchema(resource.fields[name] as FieldSchema))]),
  );
  const labelRead = {
    type: 'object',
    required: ['id', ...labels],
    properties: { id: { ...ID, readOnly: true }, ...labelled },
    additionalProperties: false,
  };
  return { anyOf: [record, labelRead] };
}

/** Every call the engine registers for the resource, under `prefix`. */
export function resourceOperations(
  resource: ResourceSchema,
  resources: readonly ResourceSchema[],
  prefix: string,
  text: DocumentText,
): OperationSpec[] {
  const name = text.label(resource.title);
  const record = { $ref: `#/components/schemas/${resource.name}` };
  const records = { type: 'array', items: listedSchema(resource, resources) };
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
    const tenant = tenantKeys(resource);
    return [
      call(path, 'PUT', 'readOne', bodySchema(tenant), record),
      call(
        `${prefix}${modifyEndpoint(resource)}`,
        'PUT',
        'saveOne',
        writeBody(resource, tenant, ['version']),
        record,
      ),
    ];
  }
  const byIds = bodySchema({ id: ID, ids: IDS });
  const create = writeBody(resource, tenantKeys(resource), required(resource));
  const modify = writeBody(resource, {}, ['id', 'version']);
  // No create or delete key, no such call (resource-plugin.ts).
  const operations: OperationSpec[] = [
    ...(resource.privileges.create ? [call(path, 'POST', 'create', create, record)] : []),
    call(path, 'PUT', 'query', queryBody(resource), records),
    call(`${prefix}${modifyEndpoint(resource)}`, 'PUT', 'modify', modify, record),
  ];
  if (resource.privileges.delete)
    operations.push(
      call(path, 'DELETE', 'delete', byIds, IDS),
      call(`${path}/can/delete`, 'PUT', 'canDelete', byIds, {
        type: 'object',
        properties: { canDelete: { type: 'boolean' } },
      }),
    );
  if (resource.orderField)
    operations.push(call(`${path}/sort`, 'PUT', 'sort', sortBody(resource.orderField), records));
  for (const [actionName, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
    const input = (action.input ?? []).filter((field) => resource.fields[field]);
    // What the action takes is the caller's to write, though no edit may.
    const fields = Object.fromEntries(
      input.map((field) => {
        const { readOnly: _taken, ...schema } = fieldSchema(resource.fields[field] as FieldSchema);
        return [field, schema];
      }),
    );
    const body = bodySchema({ id: ID, version: ID, ...fields }, ['id', ...input]);
    const summary = { resource: name, action: text.label(action.title) };
    operations.push({
      ...call(`${prefix}${actionEndpoint(resource, actionName, action)}`, 'PUT', 'action', body, record),
      summary: text.t('openapi:operations.action', summary),
    });
    if (action.bulk)
      operations.push({
        ...call(
          `${prefix}${bulkActionEndpoint(resource, actionName, action)}`,
          'PUT',
          'bulkAction',
          bodySchema({ ids: { ...IDS, minItems: 1, maxItems: MAX_BULK_RECORDS } }, ['ids']),
          { type: 'array', items: record },
        ),
        summary: text.t('openapi:operations.bulkAction', summary),
      });
  }
  for (const list of resource.detailLists ?? [])
    operations.push({
      ...call(`${prefix}${detailListEndpoint(resource, list)}`, 'PUT', 'detailList', detailListBody(list), {
        type: 'array',
        items: detailListRowSchema(list),
      }),
      summary: text.t('openapi:operations.detailList', { resource: name, list: text.label(list.title) }),
    });
  if (resource.importable)
    operations.push({
      ...call(`${path}/import`, 'POST', 'import', importBody(resource)),
      answers: { 'application/json': IMPORT_ANSWER },
    });
  return operations;
}
