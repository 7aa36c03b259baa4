// The answer of GET /pro-api/schema/navigation (docs/api.md): the navigation's sections and the routes the
// caller may read, each with the resource it opens and that resource's privilege keys.
import type { NavigationSection } from './catalogue';
import type { CrudAction, ResourceRoute, ResourceSchema } from './resource';

export interface NavigationRoute extends ResourceRoute {
  resource: string;
  privileges: Record<CrudAction, string>;
  /** Set on the routes of the tenant resources themselves, so a form can offer them to choose. */
  tenantOf?: ResourceSchema['tenantOf'];
}

export interface NavigationAnswer {
  sections: NavigationSection[];
  routes: NavigationRoute[];
}
