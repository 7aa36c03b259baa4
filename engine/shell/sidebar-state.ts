// What the sidebar lists and which of its sections are open (core spec §2.4), as plain rules:
// hidden routes are skipped, a section with exactly one visible entry shows as that entry, and only
// one section is open at a time.
import type { NavigationNode } from '../client/navigation-tree';

export interface SidebarEntry {
  /** Its path, unique among all entries. */
  key: string;
  /** Label key. */
  title: string;
  icon?: string;
  /** A page of the app. */
  to?: string;
  /** An external address, opened in a new tab. */
  href?: string;
  /** A section's entries. */
  children?: SidebarEntry[];
}

export function sidebarEntries(tree: readonly NavigationNode[]): SidebarEntry[] {
  return tree.flatMap((node): SidebarEntry[] => {
    const { path: key, title, icon } = node;
    if (node.hidden) return [];
    if (node.external) return [{ key, title, icon, href: node.path }];
    if (!node.children) return [{ key, title, icon, to: node.path }];
    const children = sidebarEntries(node.children);
    const only = children.length === 1 && !node.alwaysShow ? children[0] : undefined;
    if (only) return [{ ...only, icon: only.icon ?? icon }];
    return children.length > 0 ? [{ key, title, icon, children }] : [];
  });
}

/**
 * The keys from the top down to the page the address belongs to: the page whose path is the
 * address or its start (a list's record screens light up the list); the longest path wins.
 */
export function currentTrail(entries: readonly SidebarEntry[], pathname: string): string[] {
  let best: string[] = [];
  let bestLength = -1;
  const visit = (entry: SidebarEntry, above: string[]) => {
    if (entry.children) {
      entry.children.forEach((child) => visit(child, [...above, entry.key]));
      return;
    }
    const to = entry.to;
    if (to && (pathname === to || pathname.startsWith(`${to}/`)) && to.length > bestLength) {
      best = [...above, entry.key];
      bestLength = to.length;
    }
  };
  entries.forEach((entry) => visit(entry, []));
  return best;
}

/** Whether the section at the end of `trail` is open. */
export function isOpen(open: readonly string[], trail: readonly string[]): boolean {
  return trail.length <= open.length && trail.every((key, i) => open[i] === key);
}

/**
 * The open sections after a click on the one at the end of `trail`: opening it closes every other
 * (its own parents stay open); closing it closes those inside it too.
 */
export function toggleSection(open: readonly string[], trail: readonly string[]): string[] {
  return isOpen(open, trail) ? trail.slice(0, -1) : [...trail];
}
