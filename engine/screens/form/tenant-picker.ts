// The tenant picker of a create or duplicate form: a record of a company-scoped resource, or a new
// shop, belongs to a company; a record of a shop-scoped resource to a shop. A user who reaches
// several of them chooses one first (a lookup over the tenant resource), and the choice is sent
// as `companyId` or `shopId`. An edit never shows it: a record does not move between tenants.
import { reachesSeveral, type TenantKind } from '../../client/tenant-reach';
import type { ResourceNavigationRoute } from '../../schema/navigation-answer';
import type { UserInfo } from '../../protocol/user-info';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import type { FormMode } from './record-form';

/** The kind of tenant a new record of this resource is placed in, or null for platform records. */
export function tenantKindOf(resource: Pick<ResourceSchema, 'scope' | 'tenantOf'>): TenantKind | null {
  if (resource.scope === 'company' || resource.tenantOf === 'shop') return 'company';
  return resource.scope === 'shop' ? 'shop' : null;
}

/** The resource as its form shows it: with the tenant picker first, when the user must choose. */
export function withTenantPicker(
  resource: ResourceSchema,
  mode: FormMode,
  userInfo: UserInfo | null,
  routes: readonly Pick<ResourceNavigationRoute, 'resource' | 'tenantOf'>[],
): ResourceSchema {
  const kind = tenantKindOf(resource);
  if (mode === 'edit' || !kind || !userInfo || !reachesSeveral(kind, userInfo)) return resource;
  // The tenant resource as the navigation names it; a user who may not read it has nothing to choose.
  const tenants = routes.find((route) => route.tenantOf === kind)?.resource;
  if (!tenants) return resource;
  const name = `${kind}Id`;
  const [first] = Object.values(resource.fields);
  const picker: FieldSchema = {
    type: 'integer',
    title: `fields:${name}`,
    ui: {
      widget: 'lookup',
      lookup: { resource: tenants, labelField: 'name' },
      // In the first field's section, so it leads the form rather than sitting in a card of its own.
      section: first?.ui?.section,
    },
  };
  return {
    ...resource,
    fields: { [name]: picker, ...resource.fields },
    required: [name, ...(resource.required ?? [])],
  };
}
