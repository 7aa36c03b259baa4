// The sidebar's content as a plain rule (core spec §2.3, §2.4, §6): the top-level menus that hold at
// least one route the user may open, each with those routes, both in their declared order. Hidden
// routes, admin-only routes for others and routes of the other region are left out.
import type { NavigationRoute } from '../protocol/navigation';
import type { MenuEntry } from '../schema/catalogue';

export type Region = 'hk' | 'us';

export interface Viewer {
  admin: boolean;
  /** Unknown until /system/config answers: region-only entries wait for it. */
  region: Region | null;
}

export interface MenuItem {
  name: string;
  path: string;
  title: string;
  icon?: string;
}

export interface MenuSection extends MenuItem {
  items: MenuItem[];
}

interface Placement {
  onlyAdmin?: boolean;
  onlyUS?: boolean;
  onlyHK?: boolean;
}

/** Whether an entry with these flags is shown to this viewer. */
export function isShown(entry: Placement, viewer: Viewer): boolean {
  if (entry.onlyAdmin && !viewer.admin) return false;
  if (entry.onlyUS && viewer.region !== 'us') return false;
  if (entry.onlyHK && viewer.region !== 'hk') return false;
  return true;
}

const byOrder = (a: { order?: number; name: string }, b: { order?: number; name: string }) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name);

/** The routes a viewer may open through the menu or by address. */
export function visibleRoutes(routes: readonly NavigationRoute[], viewer: Viewer): NavigationRoute[] {
  return routes.filter((route) => isShown(route, viewer));
}

export function buildMenu(
  menus: readonly MenuEntry[],
  routes: readonly NavigationRoute[],
  viewer: Viewer,
): MenuSection[] {
  const reachable = visibleRoutes(routes, viewer).filter((route) => !route.hidden);
  return menus
    .filter((menu) => isShown(menu, viewer))
    .sort(byOrder)
    .map((menu) => ({
      name: menu.name,
      path: menu.path,
      title: menu.title,
      icon: menu.icon,
      items: reachable
        .filter((route) => route.menu === menu.name)
        .sort(byOrder)
        .map(({ name, path, title, icon }) => ({ name, path, title, icon })),
    }))
    .filter((section) => section.items.length > 0);
}
