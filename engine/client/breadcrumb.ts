// The breadcrumb as a plain rule (core spec §2.4): the titles of the sections and the route the address
// sits in, then the record screen (create, edit…) when it is one. A home crumb comes first unless
// the first crumb is the home page itself. A crumb leads to its section's first entry or its route; a
// noRedirect crumb and the last crumb are plain text.
import { HOME_PATH, type NavigationNode } from './navigation-tree';
import type { ChildKind } from './screen-routes';

export interface Crumb {
  key: string;
  /** Label key. */
  title: string;
  /** Where a click goes; none: plain text. */
  to?: string;
}

const CHILD_TITLES: Record<ChildKind, string> = {
  create: 'shell:screens.create',
  edit: 'shell:screens.edit',
  detail: 'shell:screens.detail',
  duplicate: 'shell:screens.duplicate',
};

const HOME_CRUMB: Crumb = { key: HOME_PATH, title: 'navigation:home', to: HOME_PATH };

/** The record screen below a route's path: `/create`, or `/{kind}/{id}`. */
function childKind(rest: string): ChildKind | undefined {
  if (rest === '/create') return 'create';
  const match = /^\/(edit|detail|duplicate)\/[^/]+$/.exec(rest);
  return match?.[1] as ChildKind | undefined;
}

/** The sections down to the route whose path is the address or the start of it; the longest wins. */
function matchedChain(tree: readonly NavigationNode[], pathname: string): NavigationNode[] {
  let best: NavigationNode[] = [];
  const visit = (node: NavigationNode, above: NavigationNode[]) => {
    if (node.children) {
      node.children.forEach((child) => visit(child, [...above, node]));
      return;
    }
    const holds = pathname === node.path || pathname.startsWith(`${node.path}/`);
    if (!node.external && holds && node.path.length > (best.at(-1)?.path.length ?? -1))
      best = [...above, node];
  };
  tree.forEach((node) => visit(node, []));
  return best;
}

export function breadcrumbTrail(tree: readonly NavigationNode[], pathname: string): Crumb[] {
  const chain = matchedChain(tree, pathname);
  const crumbs: Crumb[] = chain
    .filter((node) => node.breadcrumb !== false)
    .map((node) => ({
      key: node.path,
      title: node.title,
      ...(node.noRedirect ? {} : { to: node.redirect ?? node.path }),
    }));
  const route = chain.at(-1);
  const kind = route && childKind(pathname.slice(route.path.length));
  if (kind) crumbs.push({ key: pathname, title: CHILD_TITLES[kind] });
  if (crumbs[0]?.key !== HOME_PATH) crumbs.unshift(HOME_CRUMB);
  const last = crumbs.length - 1;
  return crumbs.map((crumb, i) => (i === last ? { key: crumb.key, title: crumb.title } : crumb));
}
