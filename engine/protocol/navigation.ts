// The answer of GET /pro-api/schema/navigation (docs/api.md): the top-level menus and the routes the
// caller may read, each with the resource it opens and that resource's privilege keys.
import type { MenuEntry } from '../schema/catalogue';
import type { CrudAction, ResourceRoute } from '../schema/resource';

export interface NavigationRoute extends ResourceRoute {
  resource: string;
  privileges: Record<CrudAction, string>;
}

export interface NavigationAnswer {
  menus: MenuEntry[];
  routes: NavigationRoute[];
}
