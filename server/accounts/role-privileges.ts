// What each role may do unless someone decides otherwise: the demo's accounts and a newly registered
// merchant's owner start from here.
import { platformOnlyKeys, privilegedPages, resourceActionKeys } from '../../engine/schema';
import type { CheckedSchemas, PageRoute } from '../../engine/schema';
import type { AccountType } from '../auth/user-record';

export type ManagingRole = Exclude<AccountType, 'waiter'>;

/** The names of the permission types a company's managers start with. */
export const PERMISSION_TYPE_NAMES = {
  companyManager: '店主 Owner',
  shopManager: '店舖經理 Store manager',
} as const;

/** What a role holds of a page of our own unless someone decides otherwise. */
function pageGrant(page: PageRoute, role: ManagingRole): 'manage' | 'read' | 'none' {
  if (role === 'restaurantAdmin' || role === 'superAdmin') return 'manage';
  if (page.onlyAdmin || page.onlyPlatform) return 'none';
  return role === 'companyManager' ? 'manage' : (page.shopManagers ?? 'none');
}

/**
 * A role's privileges, derived from the schemas so a new screen is granted without editing this
 * file: platform admins everything; a company manager everything below the platform plus viewing
 * and editing his own company; a shop manager what the resource's `shopManagers` grants (reading and
 * editing his shops' records when it says nothing). Other platform records (administrators, say)
 * and the actions only the platform takes (`platformOnly`, a reply to a merchant) stay the platform's.
 */
export function rolePrivileges(schemas: CheckedSchemas, role: ManagingRole): string[] {
  const keys = new Set<string>();
  const platform = role === 'restaurantAdmin' || role === 'superAdmin';
  for (const resource of schemas.resources) {
    const { read, update } = resource.privileges;
    const everything = [read, ...resourceActionKeys(resource)];
    if (platform) everything.forEach((k) => keys.add(k));
    else if (resource.scope === 'platform') {
      if (resource.tenantOf) [read, update].forEach((k) => keys.add(k));
    } else if (role === 'companyManager') everything.forEach((k) => keys.add(k));
    else {
      const grant = resource.shopManagers ?? (resource.scope === 'shop' ? 'edit' : 'none');
      const granted = { manage: everything, edit: [read, update], read: [read], none: [] }[grant];
      granted.forEach((k) => keys.add(k));
    }
  }
  // A page of our own is opened by its route's name and does what its actions name: the platform's
  // pages stay the platform's, and a store manager holds what the page's `shopManagers` grants.
  for (const page of privilegedPages(schemas.pages)) {
    const granted = { manage: [page.name, ...(page.actions ?? [])], read: [page.name], none: [] };
    granted[pageGrant(page, role)].forEach((key) => keys.add(key));
  }
  // The point-of-sale and Connect rights belong to the restaurant: owners hold them all, store
  // managers the point-of-sale ones.
  for (const group of schemas.privileges) {
    if (role === 'shopManager' ? group.name === 'pos' : group.name !== 'dashboard')
      group.keys.forEach(({ key }) => keys.add(key));
  }
  if (!platform) platformOnlyKeys(schemas.resources).forEach((key) => keys.delete(key));
  return [...keys].sort();
}
