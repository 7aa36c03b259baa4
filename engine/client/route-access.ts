// Which routes of the navigation a viewer may open (core spec §6). The server has already left out
// what he may not read; the browser adds the rules that depend on the whole set: a split route
// shows only with a part he holds, and a route relying on another only together with it.
import type { ResourceRoute } from '../schema/resource';
import { isForAudience, type Audience } from '../schema/route-flags';

export interface Viewer extends Audience {
  /** Route names and keys held (core spec §6); an admin holds them all. */
  privilegeList: readonly string[];
}

type AccessRoute = Pick<
  ResourceRoute,
  'name' | 'onlyAdmin' | 'onlyPlatform' | 'onlyUS' | 'onlyHK' | 'splitRoute' | 'relyRoute'
>;

function holds(viewer: Viewer, key: string): boolean {
  return viewer.admin || viewer.privilegeList.includes(key);
}

/** The parts of a split route this viewer holds; none for a route that is not split. */
export function allowedParts(route: Pick<ResourceRoute, 'splitRoute'>, viewer: Viewer): string[] {
  return (route.splitRoute ?? []).filter((part) => holds(viewer, part));
}

export function permittedRoutes<R extends AccessRoute>(routes: readonly R[], viewer: Viewer): R[] {
  let kept = routes.filter(
    (route) => isForAudience(route, viewer) && (!route.splitRoute || allowedParts(route, viewer).length > 0),
  );
  // A dependency may itself depend on one that is gone: drop until nothing more falls.
  for (;;) {
    const open = new Set(kept.flatMap((route) => [route.name, ...allowedParts(route, viewer)]));
    const next = kept.filter((route) => route.relyRoute === undefined || open.has(route.relyRoute));
    if (next.length === kept.length) return next;
    kept = next;
  }
}
