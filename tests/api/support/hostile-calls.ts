// The hostile inputs of issue 10 item 1, generated from a resource schema: every field, parameter
// and call of the resource gets each family of bad values. Pure: the test sends them.
import { randomBytes } from 'node:crypto';
import { evaluate } from '../../../engine/schema/conditions';
import { actionEndpoint, bulkActionEndpoint, modifyEndpoint } from '../../../engine/schema/endpoints';
import type { FieldSchema, ResourceSchema } from '../../../engine/schema/resource';
import { subFieldsOf } from '../../../engine/schema/row-fields';
import { isSettingsRecord } from '../../../engine/schema/settings-record';

type Body = Record<string, unknown>;

export interface HostileCall {
  /** What is sent, for the failure message. */
  what: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The raw JSON text: a prototype key cannot travel through an object literal. */
  payload: string;
  /** A write must be refused; a query may also answer no rows. */
  mustRefuse: boolean;
  /** The field the refusal must name (status 1), when the call is refused on one. */
  refusedOn?: string;
}

/** Numbers PostgreSQL's integer cannot hold, and one that is not whole. */
export const OUT_OF_RANGE = [2 ** 31, 1e308, -1e308, 1.5];
/** A NUL byte, a lone high surrogate, a lone low surrogate. */
export const UNSTORABLE_TEXT = ['a\u0000b', '\ud800', 'x\udc00y'];
/**
 * Random text of `length` URL-safe characters: no compression shrinks it, so one past an index's
 * 2,704 bytes breaks the index unless something refused it first (issue 22 item 7).
 */
export const hugeText = (length: number): string =>
  randomBytes(length).toString('base64url').slice(0, length);
/** A string longer than any field takes, and than an index row holds. */
export const HUGE_TEXT = hugeText(20_000);
/** The strings no field may take: unstorable ones and a huge one. */
export const BAD_TEXT = [...UNSTORABLE_TEXT, HUGE_TEXT];
/** Ids no record can have, and an id sent as text. */
export const BAD_IDS: unknown[] = [...OUT_OF_RANGE, '3', 0, -1];
export const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
const IMPOSSIBLE_DAYS = [
  ['2024-02-30', '2024-03-01'],
  ['2024-13-01', '2024-13-02'],
];

const isIntegerSchema = (schema: unknown): boolean => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
};
const isStringSchema = (schema: unknown): boolean =>
  (schema as { type?: unknown } | undefined)?.type === 'string';

/** Values a switch must refuse rather than read as on or off. */
const NOT_BOOLEAN = ['true', 1];

/** The bad values a value of this schema may be replaced by. */
function badValuesOf(schema: FieldSchema): unknown[] {
  if (isIntegerSchema(schema)) return OUT_OF_RANGE;
  if (schema.type === 'boolean') return NOT_BOOLEAN;
  if (isStringSchema(schema)) return BAD_TEXT;
  if (schema.type === 'array' && isIntegerSchema(schema.items)) return OUT_OF_RANGE.map((value) => [value]);
  if (schema.type === 'array' && isStringSchema(schema.items)) return BAD_TEXT.map((value) => [value]);
  return [];
}

/** The record with one value made bad, for every field and every row's sub-field. */
function spoiledRecords(resource: ResourceSchema, record: Body): { what: string; body: Body }[] {
  const spoiled: { what: string; body: Body }[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    // A hidden field's value is dropped, not stored (docs/schemas.md): no refusal to expect there.
    if (field.ui?.visibleWhen && !evaluate(field.ui.visibleWhen, record)) continue;
    for (const value of badValuesOf(field))
      spoiled.push({ what: `${name}=${JSON.stringify(value)}`, body: { ...record, [name]: value } });
    const subFields = subFieldsOf(field);
    const firstRow = Array.isArray(record[name]) ? (record[name] as Body[])[0] : undefined;
    for (const [sub, subField] of Object.entries(subFields ?? {})) {
      for (const value of badValuesOf(subField)) {
        const row = { ...(firstRow ?? {}), [sub]: value };
        spoiled.push({
          what: `${name}[0].${sub}=${JSON.stringify(value)}`,
          body: { ...record, [name]: [row] },
        });
      }
    }
  }
  return spoiled;
}

/** The record's JSON with a prototype key added as the first key. */
function withKey(record: Body, key: string): string {
  const value = key === '__proto__' ? '{"polluted":true}' : '1';
  const rest = JSON.stringify(record).slice(1);
  return `{${JSON.stringify(key)}:${value}${rest === '}' ? '}' : `,${rest}`}`;
}

/** The tenant key a new record of this resource is placed by. */
const tenantKeyOf = (resource: ResourceSchema): string | undefined =>
  resource.scope === 'platform'
    ? undefined
    : resource.scope === 'company' || resource.tenantOf === 'shop'
      ? 'companyId'
      : 'shopId';

type AddCall = (
  what: string,
  method: HostileCall['method'],
  url: string,
  body: Body | string,
  mustRefuse?: boolean,
  refusedOn?: string,
) => void;

// One value of each JSON type, for the types a field does not take.
const ANY_TYPE: unknown[] = ['x', 7, 1.5, true, { text: 'x' }, ['x']];

function takesType(schema: FieldSchema, value: unknown): boolean {
  const types: unknown[] = [schema.type].flat();
  if (typeof value === 'number')
    return types.includes('number') || (Number.isInteger(value) && types.includes('integer'));
  if (Array.isArray(value)) return types.includes('array');
  return types.includes(value === null ? 'null' : typeof value);
}

/**
 * Every state action's calls with a bad input: each input field with a value of every type it does
 * not take (alone, and beside each choice of the other input fields, which may hide it) or a string
 * it cannot store, and a key that is no input field. Each must be refused naming the field.
 */
function actionCalls(resource: ResourceSchema, saved: Body, add: AddCall): void {
  for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
    const url = actionEndpoint(resource, name, action);
    const input = action.input ?? [];
    const send = (what: string, body: Body, field: string) =>
      add(what, 'PUT', url, { id: saved.id, ...body }, true, field);
    send('noSuchField=1', { noSuchField: 1 }, 'noSuchField');
    for (const field of input) {
      const schema = resource.fields[field] as FieldSchema;
      const beside: Body[] = [{}];
      for (const other of input.filter((each) => each !== field))
        for (const option of (resource.fields[other]?.enum as unknown[] | undefined) ?? [])
          beside.push({ [other]: option });
      const bad = [...ANY_TYPE.filter((value) => !takesType(schema, value)), ...badValuesOf(schema)];
      for (const context of beside)
        for (const value of bad)
          send(
            `${JSON.stringify(context)} ${field}=${JSON.stringify(value)}`,
            { ...context, [field]: value },
            field,
          );
    }
  }
}

/** A settings record's two calls (read and save) with every bad value; `saved` is its saved record. */
function settingsCalls(resource: ResourceSchema, saved: Body, add: AddCall): void {
  const modify = modifyEndpoint(resource);
  const tenantKey = tenantKeyOf(resource) as string;
  const tenant = { [tenantKey]: saved[tenantKey] };
  for (const { what, body } of spoiledRecords(resource, saved)) add(what, 'PUT', modify, body);
  for (const key of [...PROTOTYPE_KEYS, 'noSuchField']) add(key, 'PUT', modify, withKey(saved, key));
  for (const id of [...BAD_IDS, 99999]) {
    add(`${tenantKey}=${JSON.stringify(id)}`, 'PUT', modify, { ...saved, [tenantKey]: id });
    add(`${tenantKey}=${JSON.stringify(id)}`, 'PUT', resource.endpoint, { [tenantKey]: id });
  }
  for (const version of [...OUT_OF_RANGE, '1', -1])
    add(`version=${JSON.stringify(version)}`, 'PUT', modify, { ...saved, ...tenant, version });
}

/**
 * Every hostile call for a resource: `record` is a valid new record (with its tenant), `saved` a
 * stored one (as the API answered it) that the calls may name.
 */
export function hostileCalls(resource: ResourceSchema, record: Body, saved: Body): HostileCall[] {
  const calls: HostileCall[] = [];
  const add: AddCall = (what, method, url, body, mustRefuse = true, refusedOn) =>
    calls.push({
      // A huge value is named by its start: the failure message stays readable.
      what: `${method} ${url} ${what}`.slice(0, 300),
      method,
      url,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      mustRefuse,
      ...(refusedOn === undefined ? {} : { refusedOn }),
    });
  const { endpoint } = resource;
  const modify = modifyEndpoint(resource);
  if (isSettingsRecord(resource)) {
    settingsCalls(resource, saved, add);
    return calls;
  }

  // A call the resource does not declare is no route (declared-calls.ts): nothing to send it.
  const creates = resource.privileges.create !== undefined;
  const deletes = resource.privileges.delete !== undefined;
  const post: AddCall = (...call) => (creates ? add(...call) : undefined);
  for (const { what, body } of spoiledRecords(resource, record)) post(what, 'POST', endpoint, body);
  for (const { what, body } of spoiledRecords(resource, saved)) add(what, 'PUT', modify, body);
  for (const key of [...PROTOTYPE_KEYS, 'noSuchField']) {
    post(key, 'POST', endpoint, withKey(record, key));
    add(key, 'PUT', modify, withKey(saved, key));
  }
  const tenantKey = tenantKeyOf(resource);
  if (tenantKey)
    for (const id of [...BAD_IDS, 99999])
      post(`${tenantKey}=${id}`, 'POST', endpoint, { ...record, [tenantKey]: id });
  for (const id of BAD_IDS) {
    add(`id=${JSON.stringify(id)}`, 'PUT', modify, { ...saved, id });
    if (deletes) {
      add(`id=${JSON.stringify(id)}`, 'DELETE', endpoint, { id });
      add(`ids=[${JSON.stringify(id)}]`, 'DELETE', endpoint, { ids: [id] });
      add(`id=${JSON.stringify(id)}`, 'PUT', `${endpoint}/can/delete`, { id });
    }
    for (const key of ['id', 'companyId', 'shopId'])
      add(`${key}=${JSON.stringify(id)}`, 'PUT', endpoint, { [key]: id }, false);
    add(`ids=[${JSON.stringify(id)}]`, 'PUT', endpoint, { ids: [id] }, false);
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      add(`id=${JSON.stringify(id)}`, 'PUT', actionEndpoint(resource, name, action), { id });
      if (action.bulk)
        add(`ids=[${JSON.stringify(id)}]`, 'PUT', bulkActionEndpoint(resource, name, action), { ids: [id] });
    }
  }
  for (const version of [...OUT_OF_RANGE.filter((value) => value !== 2 ** 31), '1'])
    add(`version=${JSON.stringify(version)}`, 'PUT', modify, { ...saved, version });
  actionCalls(resource, saved, add);

  // The query call: paging, sorting, dates and every declared filter.
  const queries: Body[] = [
    ...[1e15, 1e300, 1.5, -1, '2'].map((pageNumber) => ({ pageNumber })),
    ...[1e308, 0, 1.5, '10'].map((pageSize) => ({ pageSize })),
    ...['__proto__', 'constructor', 'toString', 'noSuchField'].map((field) => ({ sort: { field } })),
    { sort: 'junk' },
    ...IMPOSSIBLE_DAYS.map((days) => ({ createdAt: days })),
    ...BAD_TEXT.map((text) => ({ sort: { field: text } })),
  ];
  for (const [name, field] of Object.entries(resource.fields)) {
    const kind = field.ui?.filter;
    if (!kind) continue;
    const values: unknown[] =
      kind === 'dateRange'
        ? [...IMPOSSIBLE_DAYS, ...BAD_TEXT.map((text) => [text, text])]
        : kind === 'range'
          ? [...OUT_OF_RANGE.map((value) => [value, value]), ['a\u0000', null], [HUGE_TEXT, null]]
          : [...BAD_TEXT, ...(kind === 'exact' ? OUT_OF_RANGE : [])];
    for (const value of values) queries.push({ [name]: value });
  }
  for (const body of queries) add(JSON.stringify(body), 'PUT', endpoint, body, false);

  if (resource.orderField)
    for (const value of OUT_OF_RANGE) {
      add(`orders id=${value}`, 'PUT', `${endpoint}/sort`, { orders: [{ id: value, showOrder: 1 }] });
      add(`orders showOrder=${value}`, 'PUT', `${endpoint}/sort`, {
        orders: [{ id: saved.id, showOrder: value }],
      });
    }
  if (resource.importable) {
    const tenant = tenantKey ? { [tenantKey]: record[tenantKey] } : {};
    const row = Object.fromEntries(Object.entries(record).filter(([key]) => key !== tenantKey));
    for (const { what, body } of spoiledRecords(resource, row))
      add(`import ${what}`, 'POST', `${endpoint}/import`, { ...tenant, rows: [body] });
    for (const id of [...BAD_IDS, 99999])
      if (tenantKey)
        add(`import ${tenantKey}=${id}`, 'POST', `${endpoint}/import`, { [tenantKey]: id, rows: [row] });
  }
  return calls;
}
