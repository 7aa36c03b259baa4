// Which tab an address is (core spec §2.4 "visited-page tabs"): home, a permitted route's list, or
// one of its record screens; any other address (a redirect, "not found") gets no tab.
import { matchPath } from 'react-router';
import type { NavigationRoute } from '../schema/navigation-answer';
import { HOME_PATH } from './navigation-tree';
import { screenRoutes } from './screen-routes';
import { tabKey, type TabEntry } from './tags-view';

/** Home is pinned: the one tab that is always there, even before the navigation has come. */
export const HOME_TAB: TabEntry = {
  key: HOME_PATH,
  path: HOME_PATH,
  fullPath: HOME_PATH,
  name: 'home',
  title: 'navigation:home',
  meta: { affix: true },
};

export function tabFor(
  location: { pathname: string; search: string },
  routes: readonly NavigationRoute[],
): TabEntry | undefined {
  const { pathname, search } = location;
  const fullPath = pathname + search;
  if (pathname === HOME_PATH) return { ...HOME_TAB, fullPath };
  for (const route of routes) {
    const screen = screenRoutes(route).find(({ path }) => matchPath(path, pathname));
    if (!screen) continue;
    const action =
      screen.kind === 'list' || screen.kind === 'settings' || screen.kind === 'page'
        ? undefined
        : screen.kind;
    return {
      key: tabKey(pathname, search),
      path: pathname,
      fullPath,
      name: action ? `${route.name}.${action}` : route.name,
      title: route.title,
      action,
      meta: {},
    };
  }
  return undefined;
}
