// The answer of GET /pro-api/schema/navigation (docs/api.md): the navigation's sections and the routes the
// caller may open: each resource route with the resource it opens and that resource's privilege keys,
// and each route to a page of our own with the page it opens.
import type { NavigationSection } from './catalogue';
import type { PageRoute } from './page-routes';
import type { ResourceRoute, ResourceSchema } from './resource';

export interface ResourceNavigationRoute extends ResourceRoute {
  resource: string;
  privileges: ResourceSchema['privileges'];
  /** Set on the routes of the tenant resources themselves, so a form can offer them to choose. */
  tenantOf?: ResourceSchema['tenantOf'];
  /** Set on a settings record's route: it opens the record's form, not a list. */
  cardinality?: ResourceSchema['cardinality'];
}

export type NavigationRoute = ResourceNavigationRoute | PageRoute;

export function isResourceRoute(route: NavigationRoute): route is ResourceNavigationRoute {
  return 'resource' in route;
}

export interface NavigationAnswer {
  sections: NavigationSection[];
  routes: NavigationRoute[];
}
