import { loadSchemaSet } from '../../../engine/schema/loader';
import type { Fixture } from '../../../engine/schema/catalogue';
import { rowsOf } from '../../../engine/schema/conditions';
import type { Reference, Region, ResourceSchema } from '../../../engine/schema/resource';
import { lookupWhereOf, type LookupWhere } from '../../../engine/schema/lookup-conditions';
import { rowPath } from '../../../engine/schema/row-fields';
import { ROOT_DIR } from '../../../server/config';
import { join } from 'node:path';
import type { ApiHarness } from './api-harness';
import type { DemoTenants } from './tenants';

const set = loadSchemaSet(join(ROOT_DIR, 'schemas'), ROOT_DIR);

/** A fixture written for another region's rules (a Hong Kong phone number) is not sent to this server. */
const holdsIn = (fixture: Fixture, region: Region): boolean =>
  fixture.region === undefined || fixture.region === region;

/**
 * The valid fixtures of a resource a server of `region` (the tests' default, Hong Kong) takes, in
 * file order: the records the generated tests write.
 */
export function validFixtures(resource: string, region: Region = 'hk'): Fixture[] {
  return set.fixtures.valid
    .map((source) => source.content)
    .filter((fixture) => fixture.resource === resource && holdsIn(fixture, region));
}

/** A valid fixture's record of `target` that a lookup narrowed by `where` may choose (a top-up coupon). */
export function fixtureFor(target: ResourceSchema, where?: LookupWhere): { [field: string]: unknown } {
  const fixtures = validFixtures(target.name);
  if (!where) return fixtures[0]?.record ?? {};
  const chosen = fixtures.find(({ record }) =>
    Object.entries(where).every(([field, value]) => record[field] === value),
  );
  if (!chosen) throw new Error(`${target.name}: no valid fixture holds ${JSON.stringify(where)}`);
  return chosen.record;
}

export function invalidFixtures(
  resource: string,
  region: Region = 'hk',
): { file: string; fixture: Fixture }[] {
  return set.fixtures.invalid
    .filter((source) => source.content.resource === resource && holdsIn(source.content, region))
    .map((source) => ({ file: source.file, fixture: source.content }));
}

/**
 * Where a test places a new record: hk for company records, Central (or its sibling Causeway Bay)
 * for shop ones; `other` is the other company, Kowloon, and its Mong Kok shop.
 */
export type Placement = 'home' | 'sibling' | 'other';

export function tenantBody(resource: ResourceSchema, tenants: DemoTenants, where: Placement = 'home') {
  if (resource.scope === 'platform') return {};
  if (resource.scope === 'company' || resource.tenantOf === 'shop')
    return { companyId: where === 'other' ? tenants.kowloon : tenants.hk };
  return { shopId: { home: tenants.central, sibling: tenants.causeway, other: tenants.mongkok }[where] };
}

// Short codes for unique values whose pattern has no room for a tag, counted down from the last
// three-character code so they stay clear of the fixtures' own values (a queue's prefix "A").
let shortCodes = 36 ** 3;

/** The next short code (capitals and digits, "ZZZ", "ZZY"…) the pattern takes; undefined when none does. */
function nextShortCode(pattern: RegExp): string | undefined {
  shortCodes -= 1;
  const code = shortCodes.toString(36).toUpperCase().padStart(3, '0');
  return pattern.test(code) ? code : undefined;
}

/**
 * A fixture record with its unique values made distinct, so several copies may coexist. Only free
 * text is tagged: a tagged option (a cash reason's type beside its reason) is no option at all. A
 * value whose pattern refuses the tag (a queue's prefix: one to three capitals or digits) takes the
 * next short code instead, distinct within the test file.
 */
export function distinct(resource: ResourceSchema, record: { [field: string]: unknown }, tag: string) {
  const copy = { ...record };
  for (const field of (resource.unique ?? []).flat()) {
    const schema = resource.fields[field];
    if (typeof copy[field] !== 'string' || schema?.enum) continue;
    const tagged = `${copy[field]}-${tag}`.toLowerCase();
    const pattern = typeof schema?.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
    copy[field] = !pattern || pattern.test(tagged) ? tagged : (nextShortCode(pattern) ?? tagged);
  }
  return copy;
}

/** Creates a record of `resource` from the given body and answers its id. */
export type CreateRecord = (
  resource: ResourceSchema,
  record: { [field: string]: unknown },
) => Promise<number>;

/**
 * A fixture record whose references point at real records: fixtures name other records by small
 * ids (they are checked against the schema alone), so each referenced id is replaced by a record
 * freshly made from the referenced resource's first valid fixture, itself made real the same way.
 * Fresh records each time keep a reference that is also unique (one entry per dish) distinct.
 */
let made = 0;

export async function withRealReferences(
  byName: ReadonlyMap<string, ResourceSchema>,
  resource: ResourceSchema,
  record: { [field: string]: unknown },
  create: CreateRecord,
): Promise<{ [field: string]: unknown }> {
  const copy = structuredClone(record);
  for (const ref of resource.references ?? []) {
    const target = byName.get(ref.resource);
    if (!target || ref.field === 'companyId' || ref.field === 'shopId') continue;
    const fresh = async (value: unknown): Promise<unknown> => {
      if (typeof value !== 'number') return value;
      made += 1;
      const fixture = distinct(target, fixtureFor(target, lookupWhereOf(resource, ref.field)), `r${made}`);
      return create(target, await withRealReferences(byName, target, fixture, create));
    };
    const path = rowPath(ref.field);
    if (path) {
      for (const row of rowsOf(copy[path.rows]))
        (row as Record<string, unknown>)[path.sub] = await fresh(row[path.sub]);
    } else if (Array.isArray(copy[ref.field])) {
      const made: unknown[] = [];
      for (const id of copy[ref.field] as unknown[]) made.push(await fresh(id));
      copy[ref.field] = made;
    } else copy[ref.field] = await fresh(copy[ref.field]);
  }
  return copy;
}

/** `record` made to point at `id` through `ref`: the field itself, its list, or its first row. */
export function pointingRecord(
  holder: ResourceSchema,
  ref: Reference,
  record: { [field: string]: unknown },
  id: number,
): { [field: string]: unknown } {
  const copy = structuredClone(record);
  const path = rowPath(ref.field);
  if (path) {
    const rows = rowsOf(copy[path.rows]);
    copy[path.rows] =
      rows.length > 0 ? [{ ...rows[0], [path.sub]: id }, ...rows.slice(1)] : [{ [path.sub]: id }];
  } else copy[ref.field] = holder.fields[ref.field]?.type === 'array' ? [id] : id;
  return copy;
}

/**
 * `withRealReferences` as the tests use it: each referenced record is made by its usual creator
 * (the admin for platform records, hk's owner otherwise) in the demo tenant the tests write to, or
 * by the admin in the other company.
 */
export function realReferences(api: ApiHarness, tenants: DemoTenants, where: Placement = 'home') {
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    const token = tokens.get(username) ?? (await api.signIn(username));
    tokens.set(username, token);
    return token;
  };
  return (resource: ResourceSchema, record: { [field: string]: unknown }) =>
    withRealReferences(api.schemas.byName, resource, record, async (target, body) => {
      const username = target.scope === 'platform' || where === 'other' ? 'admin' : 'hk.owner';
      const made = await api.call<{ id: number }>({
        method: 'POST',
        url: `/pro-api${target.endpoint}`,
        headers: { 'x-token': await tokenOf(username) },
        payload: { ...body, ...tenantBody(target, tenants, where) },
      });
      if (made.body.status !== 0)
        throw new Error(`creating a referenced ${target.name} failed: ${made.body.msgEn}`);
      return made.body.data.id;
    });
}
