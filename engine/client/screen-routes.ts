// The screens a schema route opens (core spec §2.3): its list at `route.path` (or its settings form,
// or the page of our own it names), and, when its `children` say so, hidden create, edit, detail and
// duplicate screens below it.
import type { NavigationRoute } from '../schema/navigation-answer';

export type ScreenKind = 'list' | 'create' | 'edit' | 'detail' | 'duplicate' | 'settings' | 'page';
export type ChildKind = Exclude<ScreenKind, 'list' | 'settings' | 'page'>;

export const CHILD_KINDS: readonly ChildKind[] = ['create', 'edit', 'detail', 'duplicate'];

export interface ScreenRoute {
  /** The react-router path pattern. */
  path: string;
  kind: ScreenKind;
  /** The schema route's name: the screen finds its resource and privileges by it. */
  routeName: string;
  /** The registered page a `page` screen shows. */
  page?: string;
}

const childPattern = (path: string, kind: ChildKind) =>
  kind === 'create' ? `${path}/create` : `${path}/${kind}/:id`;

export function screenRoutes(route: NavigationRoute): ScreenRoute[] {
  const main: ScreenRoute = { path: route.path, kind: 'list', routeName: route.name };
  if (route.page) return [{ ...main, kind: 'page', page: route.page }, ...childRoutes(route)];
  // A settings record's route is its form (docs/schemas.md "Settings records").
  if ('cardinality' in route && route.cardinality === 'one') return [{ ...main, kind: 'settings' }];
  return [main, ...childRoutes(route)];
}

/** A resource route's record screens; none for a page route. */
function childRoutes(route: NavigationRoute): ScreenRoute[] {
  if (!('children' in route)) return [];
  return CHILD_KINDS.filter((kind) => route.children?.[kind]).map((kind) => ({
    path: childPattern(route.path, kind),
    kind,
    routeName: route.name,
  }));
}

/** The address of one screen of a route: the list, the create form, or a record's screen. */
export function screenPath(route: Pick<NavigationRoute, 'path'>, kind: ScreenKind, id?: number): string {
  if (kind === 'list' || kind === 'settings' || kind === 'page') return route.path;
  if (kind === 'create') return `${route.path}/create`;
  return `${route.path}/${kind}/${id ?? ''}`;
}
