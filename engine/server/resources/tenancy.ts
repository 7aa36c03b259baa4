import type { ResourceSchema, Scope } from '../../schema/resource';

/**
 * The tenant within which a unique value must not repeat. A tenant record is unique among its
 * siblings: shops within their company, companies across the platform.
 */
export function uniqueWithin(resource: ResourceSchema): Scope {
  if (resource.tenantOf === 'shop') return 'company';
  if (resource.tenantOf === 'company') return 'platform';
  return resource.scope;
}
