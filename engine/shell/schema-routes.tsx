// The routes declared by schemas, added to the router at run time (core spec §2.3 "the route table
// may be replaced and extended at runtime"): when an address matches no screen yet, the router asks
// here; the navigation is fetched and every permitted route's screens are patched in below the
// shell. A route the user may not open stays unknown to him and shows "not found".
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { Navigation } from '../client/navigation';
import { screenRoutes, type ScreenRoute } from '../client/screen-routes';
import type { Session } from '../client/session';

/** The id of the shell route, under which schema screens are patched. */
export const SHELL_ROUTE_ID = 'shell';

function routeObject({ path, kind, routeName }: ScreenRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      switch (kind) {
        case 'list': {
          const { ListScreen } = await import('../screens/list/list-screen');
          return { Component: () => <ListScreen routeName={routeName} /> };
        }
        case 'detail': {
          const { DetailScreen } = await import('../screens/detail/detail-screen');
          return { Component: () => <DetailScreen routeName={routeName} /> };
        }
        default: {
          const { FormScreen } = await import('../screens/form/form-screen');
          return { Component: () => <FormScreen routeName={routeName} mode={kind} /> };
        }
      }
    },
  };
}

export function schemaRoutePatcher(
  session: Session,
  navigation: Navigation,
): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return async ({ patch }) => {
    if (!session.isLogin) return;
    try {
      await navigation.load();
    } catch {
      // The shell shows the failure (and a status 4 signs out); the address falls to "not found".
      return;
    }
    const fresh = navigation.permittedRoutes
      .flatMap(screenRoutes)
      .filter((route) => !patched.has(route.path));
    if (fresh.length === 0) return;
    patch(SHELL_ROUTE_ID, fresh.map(routeObject));
    for (const route of fresh) patched.add(route.path);
  };
}
