// Who a generated test works as for a resource, by its route's audience (docs/schemas.md "Routes and
// the navigation"): a company's manager for a merchant's screen; the platform manager for a
// platform-only one (the delivery platforms' settings); the super admin for his alone (Keeta's).
// And who must be refused it whatever his privileges: everyone below that level.
import type { ResourceSchema } from '../../../engine/schema';

export function operatorOf(resource: Pick<ResourceSchema, 'route'>): string {
  if (resource.route.onlyAdmin) return 'admin';
  return resource.route.onlyPlatform ? 'platform' : 'hk.owner';
}

/** The demo's users of a level below the resource's audience, each refused it. */
export function belowAudience(resource: Pick<ResourceSchema, 'route'>): string[] {
  if (resource.route.onlyAdmin) return ['platform', 'hk.owner'];
  return resource.route.onlyPlatform ? ['hk.owner'] : [];
}
