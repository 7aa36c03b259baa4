// The authorization matrix's own model of who may do what (tests/api/authorization-matrix.test.ts),
// written from the spec's rules rather than from the engine's code, so the two can disagree: a role
// holds the privileges its session reports; it reaches the companies and shops of its account.
import type { ResourceSchema } from '../../../engine/schema/resource';
import type { DemoTenants } from './tenants';

export interface Role {
  username: string;
  admin: boolean;
  /** Platform level: super admin and restaurant admin. */
  platform: boolean;
  privileges: ReadonlySet<string> | 'all';
  companies: number[] | 'all';
  shops: number[] | 'all';
}

/** The demo roles, on the two demo companies: hk's owner, store manager and a holder of nothing. */
export function demoRoles(tenants: DemoTenants, privilegesOf: Map<string, string[]>): Role[] {
  const held = (username: string) => new Set(privilegesOf.get(username) ?? []);
  const hk = [tenants.hk];
  return [
    { username: 'admin', admin: true, platform: true, privileges: 'all', companies: 'all', shops: 'all' },
    {
      username: 'platform',
      admin: false,
      platform: true,
      privileges: held('platform'),
      companies: [tenants.hk, tenants.kowloon],
      shops: 'all',
    },
    {
      username: 'hk.owner',
      admin: false,
      platform: false,
      privileges: held('hk.owner'),
      companies: hk,
      shops: 'all',
    },
    {
      username: 'kowloon.owner',
      admin: false,
      platform: false,
      privileges: held('kowloon.owner'),
      companies: [tenants.kowloon],
      shops: 'all',
    },
    {
      username: 'hk.central',
      admin: false,
      platform: false,
      privileges: held('hk.central'),
      companies: hk,
      shops: [tenants.central],
    },
    // A merchant admin of hk whose permission grants nothing.
    {
      username: 'hk.nobody',
      admin: false,
      platform: false,
      privileges: new Set(),
      companies: hk,
      shops: 'all',
    },
  ];
}

export const holds = (role: Role, key: string): boolean =>
  role.privileges === 'all' || role.privileges.has(key);

const within = (reach: number[] | 'all', id: number | null): boolean =>
  reach === 'all' || (id !== null && reach.includes(id));

/** Whether a role may use a resource at all: admin-only and platform-only routes (core spec §6). */
export function mayUse(role: Role, resource: ResourceSchema, region: 'hk' | 'us'): boolean {
  const route = resource.route;
  if (route.onlyAdmin && !role.admin) return false;
  if (route.onlyPlatform && !role.platform) return false;
  if (route.onlyUS && region !== 'us') return false;
  return !(route.onlyHK && region !== 'hk');
}

/** Whether a record lies within the role's reach: its company, and for shop records its shop. */
export function reaches(
  role: Role,
  resource: ResourceSchema,
  record: { companyId: number | null; shopId: number | null },
): boolean {
  // A platform record without a company (a POS version) is everyone's to read.
  const company =
    resource.scope === 'platform' && record.companyId === null
      ? true
      : within(role.companies, record.companyId);
  return company && (resource.scope !== 'shop' || within(role.shops, record.shopId));
}

/**
 * The fields a role reads of `target` without its read privilege: the labels the lookups of the
 * forms it may fill point at (a branch dish's dish), with their English twins, and the id; empty
 * when no such form looks into it.
 */
export function lookupLabels(
  role: Role,
  target: ResourceSchema,
  resources: readonly ResourceSchema[],
  region: 'hk' | 'us',
): string[] {
  const labels = new Set<string>();
  for (const form of resources) {
    const fills = holds(role, form.privileges.create) || holds(role, form.privileges.update);
    if (!mayUse(role, form, region) || !fills) continue;
    for (const field of Object.values(form.fields)) {
      const label = field.ui?.lookup?.resource === target.name ? field.ui.lookup.labelField : undefined;
      if (label) labels.add(label).add(`${label}_en`).add('id');
    }
  }
  return [...labels];
}
