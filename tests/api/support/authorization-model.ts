// The authorization matrix's own model of who may do what (tests/api/engine/authorization-matrix.test.ts),
// written from the spec's rules rather than from the engine's code, so the two can disagree: a role
// holds the privileges its session reports; it reaches the companies and shops of its account.
import type { ResourceSchema } from '../../../engine/schema/resource';
import type { DemoTenants } from './tenants';
import type { CheckedSchemas } from '../../../engine/schema/catalogue';
import type { PageRoute } from '../../../engine/schema/page-routes';
import type { RouteAccess } from '../../../engine/server/route-access';

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
    const fills = [form.privileges.create, form.privileges.update].some(
      (key) => key !== undefined && holds(role, key),
    );
    if (!mayUse(role, form, region) || !fills) continue;
    for (const field of Object.values(form.fields)) {
      const label = field.ui?.lookup?.resource === target.name ? field.ui.lookup.labelField : undefined;
      if (label) labels.add(label).add(`${label}_en`).add('id');
    }
  }
  return [...labels];
}

/** Whether a page of our own is the role's to open: its audience, and its name held unless it is everyone's. */
function opensPage(role: Role, page: PageRoute, region: 'hk' | 'us'): boolean {
  if (page.onlyAdmin && !role.admin) return false;
  if (page.onlyPlatform && !role.platform) return false;
  if ((page.onlyUS && region !== 'us') || (page.onlyHK && region !== 'hk')) return false;
  return page.everyone === true || holds(role, page.name);
}

/**
 * Whether a route's declared access (route-access.ts) lets the role through, by the model's own
 * reading of each kind; `name` is the page or resource a path parameter names, where one does.
 */
export function grants(
  role: Role,
  access: RouteAccess,
  schemas: CheckedSchemas,
  region: 'hk' | 'us',
  name?: string,
): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'device':
      return false;
    case 'platform':
      return role.platform;
    case 'admin':
      return role.admin;
    case 'page': {
      const wanted = typeof access.page === 'string' ? access.page : name;
      const page = schemas.pages.find((candidate) => candidate.name === wanted);
      return (
        page !== undefined &&
        opensPage(role, page, region) &&
        (access.action === undefined || holds(role, access.action))
      );
    }
    case 'privilege': {
      const resource = access.resource === undefined ? undefined : schemas.byName.get(access.resource);
      return holds(role, access.key) && (resource === undefined || mayUse(role, resource, region));
    }
    case 'calls':
      return schemas.resources.some(
        (resource) =>
          mayUse(role, resource, region) &&
          Object.values(resource.calls ?? {}).some(
            (call) => call.endpoint === access.endpoint && holds(role, call.privilege),
          ),
      );
    case 'resource': {
      const resource = schemas.byName.get(
        typeof access.resource === 'string' ? access.resource : (name ?? ''),
      );
      if (!resource || !mayUse(role, resource, region)) return false;
      const { privilege } = access;
      if (privilege === 'lookup')
        return (
          holds(role, resource.privileges.read) ||
          lookupLabels(role, resource, schemas.resources, region).length > 0
        );
      const key =
        typeof privilege === 'string'
          ? resource.privileges[privilege]
          : resource.stateMachine?.actions[privilege.action]?.privilege;
      return key !== undefined && holds(role, key);
    }
  }
}
