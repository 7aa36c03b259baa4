// The screens a schema route opens (core spec §2.3): its list at `route.path`, and, when its
// `children` say so, hidden create, edit, detail and duplicate screens below it.
import type { NavigationRoute } from '../schema/navigation-answer';

export type ScreenKind = 'list' | 'create' | 'edit' | 'detail' | 'duplicate';
export type ChildKind = Exclude<ScreenKind, 'list'>;

export const CHILD_KINDS: readonly ChildKind[] = ['create', 'edit', 'detail', 'duplicate'];

export interface ScreenRoute {
  /** The react-router path pattern. */
  path: string;
  kind: ScreenKind;
  /** The schema route's name: the screen finds its resource and privileges by it. */
  routeName: string;
}

const childPattern = (path: string, kind: ChildKind) =>
  kind === 'create' ? `${path}/create` : `${path}/${kind}/:id`;

export function screenRoutes(route: Pick<NavigationRoute, 'name' | 'path' | 'children'>): ScreenRoute[] {
  const children = CHILD_KINDS.filter((kind) => route.children?.[kind]).map((kind) => ({
    path: childPattern(route.path, kind),
    kind,
    routeName: route.name,
  }));
  return [{ path: route.path, kind: 'list', routeName: route.name }, ...children];
}

/** The address of one screen of a route: the list, the create form, or a record's screen. */
export function screenPath(route: Pick<NavigationRoute, 'path'>, kind: ScreenKind, id?: number): string {
  if (kind === 'list') return route.path;
  if (kind === 'create') return `${route.path}/create`;
  return `${route.path}/${kind}/${id ?? ''}`;
}
