// The navigation tree as a plain rule (core spec §2.3, §2.4): the sections of
// schemas/navigation.json that the viewer may see, each holding its permitted routes (the home page
// among them, a route of the navigation file) and subsections in their declared order, home first. A
// section with no route left is dropped; each section leads to its first visible entry.
import type { NavigationSection } from '../schema/catalogue';
import type { ResourceRoute } from '../schema/resource';
import { isForAudience, type Audience } from '../schema/route-flags';
import { isExternalPath } from '../schema/route-links';

/** Core spec §2.1: the root goes to /home, and /home (the home section) to its one page. */
export const HOME_PATH = '/home/home';

export type TreeRoute = Pick<
  ResourceRoute,
  'name' | 'path' | 'title' | 'icon' | 'section' | 'order' | 'hidden'
>;

export interface NavigationNode {
  name: string;
  path: string;
  /** Label key. */
  title: string;
  icon?: string;
  /** A route reachable by address but not listed in the sidebar (a detail page, say). */
  hidden?: boolean;
  /** An http(s) address, opened in a new tab. */
  external?: boolean;
  /** A section: where its own path leads, its first visible entry. */
  redirect?: string;
  /** false: no breadcrumb of its own. */
  breadcrumb?: boolean;
  /** Its breadcrumb is plain text. */
  noRedirect?: boolean;
  /** Shown as a folder even with a single entry (core spec §2.3 `alwaysShow`). */
  alwaysShow?: boolean;
  /** A section's entries; none for a route or a link. */
  children?: NavigationNode[];
}

/** The sidebar's top-level sections with their pages, for whoever lists every entry (the header search). */
export interface NavigationPage {
  name: string;
  path: string;
  title: string;
  icon?: string;
}

export interface SectionPages extends NavigationPage {
  items: NavigationPage[];
}

const byOrder = (a: { order?: number; name: string }, b: { order?: number; name: string }) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name);

/** Where a click on a section goes: its first entry the sidebar shows. */
function firstEntry(children: readonly NavigationNode[]): string | undefined {
  for (const child of children) {
    if (child.hidden || child.external) continue;
    const target = child.children ? child.redirect : child.path;
    if (target) return target;
  }
  return undefined;
}

function routeNode({ name, path, title, icon, hidden }: TreeRoute): NavigationNode {
  return { name, path, title, icon, hidden };
}

export function buildNavigationTree(
  sections: readonly NavigationSection[],
  routes: readonly TreeRoute[],
  audience: Audience,
): NavigationNode[] {
  const shown = sections.filter((section) => isForAudience(section, audience));
  const declared = new Set(sections.map((section) => section.name));

  const sectionNode = (section: NavigationSection): NavigationNode | undefined => {
    const { name, path, title, icon, breadcrumb, noRedirect, alwaysShow } = section;
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
  // A section's subsections and routes together in declared order; the top level also takes a route
  // whose section is not declared at all.
  const entriesOf = (parent: string | undefined): NavigationNode[] => {
    const subsections = shown
      .filter((section) => section.parent === parent)
      .map((section) => ({ order: section.order, node: sectionNode(section) }));
    const pages = routes
      .filter((route) => (parent === undefined ? !declared.has(route.section) : route.section === parent))
      .map((route) => ({ order: route.order, node: routeNode(route) }));
    return [...subsections, ...pages]
      .flatMap(({ order, node }) => (node ? [{ order, name: node.name, node }] : []))
      .sort(byOrder)
      .map(({ node }) => node);
  };

  // Core spec §2.3: home first, whatever the declared order.
  const holdsHome = (node: NavigationNode): boolean =>
    node.path === HOME_PATH || (node.children ?? []).some(holdsHome);
  return entriesOf(undefined).sort((a, b) => Number(holdsHome(b)) - Number(holdsHome(a)));
}

/** Every section's path and where it leads, so an address of a section opens its first entry. */
export function sectionRedirects(tree: readonly NavigationNode[]): Map<string, string> {
  const redirects = new Map<string, string>();
  const visit = (node: NavigationNode) => {
    if (node.redirect) redirects.set(node.path, node.redirect);
    node.children?.forEach(visit);
  };
  tree.forEach(visit);
  return redirects;
}

/** The pages the sidebar lists, grouped by top-level section: neither hidden routes nor external links. */
export function pagesBySection(tree: readonly NavigationNode[]): SectionPages[] {
  const pages = (node: NavigationNode): NavigationPage[] => {
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
