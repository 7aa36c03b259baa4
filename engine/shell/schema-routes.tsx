// The routes declared by schemas, added to the router at run time (core spec §2.3 "the route table
// may be replaced and extended at runtime"): when an address matches no screen yet, the router asks
// here; the navigation is fetched and every permitted route's screens, and every section's address, are
// patched in below the shell. A route the user may not open stays unknown to him and shows "not
// found".
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { sectionRedirects } from '../client/navigation-tree';
import type { Navigation } from '../client/navigation';
import { NOT_FOUND_PATH } from '../client/navigation-guard';
import { screenRoutes, type ScreenRoute } from '../client/screen-routes';
import type { Session } from '../client/session';

/** The id of the shell route, under which schema screens are patched. */
export const SHELL_ROUTE_ID = 'shell';

function routeObject({ path, kind, routeName, page }: ScreenRoute): RouteObject {
  return {
    path,
    lazy: async () => {
      switch (kind) {
        case 'page': {
          const { PageScreen } = await import('../screens/page/page-screen');
          return { Component: () => <PageScreen routeName={routeName} page={page ?? ''} /> };
        }
        case 'list': {
          const { ListScreen } = await import('../screens/list/list-screen');
          return { Component: () => <ListScreen routeName={routeName} /> };
        }
        case 'settings': {
          const { SettingsScreen } = await import('../screens/settings/settings-screen');
          return { Component: () => <SettingsScreen routeName={routeName} /> };
        }
        case 'detail': {
          const { DetailScreen } = await import('../screens/detail/detail-screen');
          return { Component: () => <DetailScreen routeName={routeName} /> };
        }
        case 'create':
        case 'edit':
        case 'duplicate': {
          const { FormScreen } = await import('../screens/form/form-screen');
          return { Component: () => <FormScreen routeName={routeName} mode={kind} /> };
        }
      }
    },
  };
}

/**
 * Core spec §2.3: a section's address leads to its first entry. Asked at each visit, so the answer is
 * the current user's even when an earlier user's session patched the route.
 */
function sectionRedirect(path: string, navigation: Navigation): RouteObject {
  return { path, loader: () => redirect(navigation.redirectOf(path) ?? NOT_FOUND_PATH) };
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
    const screens = navigation.permittedRoutes
      .flatMap(screenRoutes)
      .filter((route) => !patched.has(route.path));
    const sections = [...sectionRedirects(navigation.tree).keys()].filter((path) => !patched.has(path));
    if (screens.length + sections.length === 0) return;
    patch(SHELL_ROUTE_ID, [
      ...screens.map(routeObject),
      ...sections.map((path) => sectionRedirect(path, navigation)),
    ]);
    for (const path of [...screens.map((route) => route.path), ...sections]) patched.add(path);
  };
}
