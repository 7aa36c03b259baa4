// The menu as a plain rule (core spec §2.3, §2.4): the menus of schemas/menu.json that the viewer
// may see, each holding its permitted routes and submenus in their declared order, the home route
// added first. A menu with no route left is dropped; each menu leads to its first visible entry.
import type { MenuEntry } from '../schema/catalogue';
import type { ResourceRoute } from '../schema/resource';
import { isForAudience, type Audience } from '../schema/route-flags';
import { isExternalPath } from '../schema/route-links';

/** Core spec §2.1: the root goes to /home, and /home (the home menu) to its one page. */
export const HOME_PATH = '/home/home';

export type MenuRoute = Pick<ResourceRoute, 'name' | 'path' | 'title' | 'icon' | 'menu' | 'order' | 'hidden'>;

/** Every signed-in user has the home page; it sits in the menu named home. */
export const HOME_ROUTE: MenuRoute = { name: 'home', path: HOME_PATH, title: 'menu:home', menu: 'home' };

export interface MenuNode {
  name: string;
  path: string;
  /** Label key. */
  title: string;
  icon?: string;
  /** A route reachable by address but not listed in the sidebar (a detail page, say). */
  hidden?: boolean;
  /** An http(s) address, opened in a new tab. */
  external?: boolean;
  /** A menu: where its own path leads, its first visible entry. */
  redirect?: string;
  /** false: no breadcrumb of its own. */
  breadcrumb?: boolean;
  /** Its breadcrumb is plain text. */
  noRedirect?: boolean;
  /** Shown as a folder even with a single entry (core spec §2.3 `alwaysShow`). */
  alwaysShow?: boolean;
  /** A menu's entries; none for a route or a link. */
  children?: MenuNode[];
}

/** The sidebar's top-level menus with their pages, for whoever lists every entry (the header search). */
export interface MenuItem {
  name: string;
  path: string;
  title: string;
  icon?: string;
}

export interface MenuSection extends MenuItem {
  items: MenuItem[];
}

const byOrder = (a: { order?: number; name: string }, b: { order?: number; name: string }) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name);

/** Where a click on a menu goes: its first entry the sidebar shows. */
function firstEntry(children: readonly MenuNode[]): string | undefined {
  for (const child of children) {
    if (child.hidden || child.external) continue;
    const target = child.children ? child.redirect : child.path;
    if (target) return target;
  }
  return undefined;
}

function routeNode({ name, path, title, icon, hidden }: MenuRoute): MenuNode {
  return { name, path, title, icon, hidden };
}

export function buildMenuTree(
  menus: readonly MenuEntry[],
  routes: readonly MenuRoute[],
  audience: Audience,
): MenuNode[] {
  const shown = menus.filter((menu) => isForAudience(menu, audience));
  const declared = new Set(menus.map((menu) => menu.name));
  const all = [HOME_ROUTE, ...routes];

  const menuNode = (menu: MenuEntry): MenuNode | undefined => {
    const { name, path, title, icon, breadcrumb, noRedirect, alwaysShow } = menu;
    if (isExternalPath(path)) return { name, path, title, icon, external: true };
    const children = entriesOf(name);
    if (children.length === 0) return undefined;
    return {
      name,
      path,
      title,
      icon,
      breadcrumb,
      noRedirect,
      alwaysShow,
      redirect: firstEntry(children),
      children,
    };
  };
  // A menu's submenus and routes together in declared order; the top level also takes a route
  // whose menu is not declared at all (home, when menu.json has no home menu).
  const entriesOf = (parent: string | undefined): MenuNode[] => {
    const submenus = shown
      .filter((menu) => menu.parent === parent)
      .map((menu) => ({ order: menu.order, node: menuNode(menu) }));
    const pages = all
      .filter((route) => (parent === undefined ? !declared.has(route.menu) : route.menu === parent))
      .map((route) => ({ order: route.order, node: routeNode(route) }));
    return [...submenus, ...pages]
      .flatMap(({ order, node }) => (node ? [{ order, name: node.name, node }] : []))
      .sort(byOrder)
      .map(({ node }) => node);
  };

  // Core spec §2.3: home first, whatever the declared order.
  const holdsHome = (node: MenuNode): boolean =>
    node.path === HOME_PATH || (node.children ?? []).some(holdsHome);
  return entriesOf(undefined).sort((a, b) => Number(holdsHome(b)) - Number(holdsHome(a)));
}

/** Every menu's path and where it leads, so an address of a menu opens its first entry. */
export function menuRedirects(tree: readonly MenuNode[]): Map<string, string> {
  const redirects = new Map<string, string>();
  const visit = (node: MenuNode) => {
    if (node.redirect) redirects.set(node.path, node.redirect);
    node.children?.forEach(visit);
  };
  tree.forEach(visit);
  return redirects;
}

/** The pages the sidebar lists, grouped by top-level menu: neither hidden routes nor external links. */
export function menuSections(tree: readonly MenuNode[]): MenuSection[] {
  const pages = (node: MenuNode): MenuItem[] => {
    if (node.hidden || node.external) return [];
    if (!node.children) return [{ name: node.name, path: node.path, title: node.title, icon: node.icon }];
    return node.children.flatMap(pages);
  };
  return tree
    .map((node) => ({
      name: node.name,
      path: node.path,
      title: node.title,
      icon: node.icon,
      items: pages(node),
    }))
    .filter((section) => section.items.length > 0);
}
