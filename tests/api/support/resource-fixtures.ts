import { loadSchemaSet } from '../../../engine/schema/loader';
import type { Fixture } from '../../../engine/schema/catalogue';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { ROOT_DIR } from '../../../server/config';
import { join } from 'node:path';
import type { DemoTenants } from './tenants';

const set = loadSchemaSet(join(ROOT_DIR, 'schemas'), ROOT_DIR);

/** The valid fixtures of a resource, in file order: the records the generated tests write. */
export function validFixtures(resource: string): Fixture[] {
  return set.fixtures.valid
    .map((source) => source.content)
    .filter((fixture) => fixture.resource === resource);
}

export function invalidFixtures(resource: string): { file: string; fixture: Fixture }[] {
  return set.fixtures.invalid
    .filter((source) => source.content.resource === resource)
    .map((source) => ({ file: source.file, fixture: source.content }));
}

/** Where a test places a new record: hk for company records, Central (or Causeway Bay) for shop ones. */
export function tenantBody(
  resource: ResourceSchema,
  tenants: DemoTenants,
  where: 'home' | 'sibling' = 'home',
) {
  if (resource.scope === 'platform') return {};
  if (resource.scope === 'company' || resource.tenantOf === 'shop') return { companyId: tenants.hk };
  return { shopId: where === 'home' ? tenants.central : tenants.causeway };
}

/** A fixture record with its unique values made distinct, so several copies may coexist. */
export function distinct(resource: ResourceSchema, record: { [field: string]: unknown }, tag: string) {
  const copy = { ...record };
  for (const field of (resource.unique ?? []).flat()) {
    if (typeof copy[field] === 'string') copy[field] = `${copy[field]}-${tag}`.toLowerCase();
  }
  return copy;
}
