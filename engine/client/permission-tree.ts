// The permission tree's rules (core spec §4 "Permission tree"), as plain functions over the stored
// list of privilege keys, for the permission tree widget to apply on each click:
// - checking an item checks everything below it (not with notReacte); unchecking clears it all;
// - checking an item also checks the route it relies on (relyRoute), and the screen it belongs to;
// - unchecking an item also unchecks its syncRoute siblings;
// - an item with children shows checked when all below it are, mixed when some are.
// Groups (Dashboard, POS, Connect) and navigation sections only group: the list holds screens', actions' and
// POS and Connect keys, never theirs, in the catalogue's order.
import type { PrivilegeCatalogue, PrivilegeNode } from '../protocol/privilege-catalogue';
import { grantRoute, revokeRoute, type LinkedRoute } from './route-dependencies';

export interface PermissionItem {
  /** Unique in the tree: a privilege's key, or `group/` or `section/` and the name of a grouping. */
  id: string;
  /** The privilege checking it stores; none for a group or a section. */
  key?: string;
  /** Label key. */
  title: string;
  children: PermissionItem[];
  notReacte: boolean;
}

export interface PermissionTree {
  /** The groups, in the catalogue's order. */
  groups: PermissionItem[];
  items: ReadonlyMap<string, PermissionItem>;
  parents: ReadonlyMap<string, PermissionItem>;
  /** Every privilege key, in the catalogue's order. */
  keys: readonly string[];
  links: readonly LinkedRoute[];
}

/** The catalogue GET /schema/privileges answered, as the tree's items and their ties. */
export function permissionTree(catalogue: PrivilegeCatalogue): PermissionTree {
  const items = new Map<string, PermissionItem>();
  const parents = new Map<string, PermissionItem>();
  const links: LinkedRoute[] = [];
  const add = (item: PermissionItem, parent: PermissionItem | undefined): PermissionItem => {
    items.set(item.id, item);
    if (parent) parents.set(item.id, parent);
    return item;
  };
  const itemOf = (node: PrivilegeNode, parent: PermissionItem): PermissionItem => {
    const item = add(
      {
        id: node.grouping ? `section/${node.key}` : node.key,
        ...(node.grouping ? {} : { key: node.key }),
        title: node.title,
        children: [],
        notReacte: node.notReacte === true,
      },
      parent,
    );
    if (!node.grouping) links.push({ name: node.key, relyRoute: node.relyRoute, syncRoute: node.syncRoute });
    item.children = (node.children ?? []).map((child) => itemOf(child, item));
    return item;
  };
  const groups = catalogue.groups.map((group) => {
    const item = add(
      { id: `group/${group.name}`, title: group.title, children: [], notReacte: false },
      undefined,
    );
    item.children = group.nodes.map((node) => itemOf(node, item));
    return item;
  });
  // Depth first, so a screen comes right before its actions.
  const keysBelow = (item: PermissionItem): string[] => [
    ...(item.key === undefined ? [] : [item.key]),
    ...item.children.flatMap(keysBelow),
  ];
  return { groups, items, parents, keys: groups.flatMap(keysBelow), links };
}

/** The keys a field's value holds: a list of strings, or nothing. */
export function keysOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** The keys of the tree the list holds, in the catalogue's order: nothing else is ever stored. */
function inTreeOrder(tree: PermissionTree, list: readonly string[]): string[] {
  const held = new Set(list);
  return tree.keys.filter((key) => held.has(key));
}

/** The list with `id` checked, with what that brings along. */
export function checkItem(tree: PermissionTree, list: readonly string[], id: string): string[] {
  const item = tree.items.get(id);
  if (!item) return inTreeOrder(tree, list);
  const reached = (from: PermissionItem): PermissionItem[] => [
    from,
    ...(from.notReacte ? [] : from.children.flatMap(reached)),
  ];
  const pending = reached(item).flatMap(({ key }) => (key === undefined ? [] : [key]));
  const visited = new Set<string>();
  let granted = [...list];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (visited.has(key)) continue;
    visited.add(key);
    const held = new Set(granted);
    granted = grantRoute(granted, key, tree.links);
    // A key shows only under its screen (an action, a relied-on split part): the screen comes too.
    for (const added of [key, ...granted.filter((other) => !held.has(other))]) {
      const screen = tree.parents.get(added)?.key;
      if (screen !== undefined) pending.push(screen);
    }
  }
  return inTreeOrder(tree, granted);
}

/** The list with `id` unchecked, with everything below it and its syncRoute siblings. */
export function uncheckItem(tree: PermissionTree, list: readonly string[], id: string): string[] {
  let kept = [...list];
  const pending = [id];
  const visited = new Set<string>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const item = tree.items.get(next);
    // Visited once each, so a loop of syncRoute ties cannot run forever.
    if (!item || visited.has(next)) continue;
    visited.add(next);
    if (item.key !== undefined) kept = revokeRoute(kept, item.key, tree.links);
    // A sibling revoked with it takes its own actions (and ties) along too.
    const syncRoute = tree.links.find((link) => link.name === item.key)?.syncRoute ?? [];
    pending.push(...item.children.map((child) => child.id), ...syncRoute);
  }
  return inTreeOrder(tree, kept);
}

/** Every item's check box: checked when all keys below it (its own too) are held, mixed when some. */
export function checkedItems(tree: PermissionTree, list: readonly string[]): Map<string, true | 'mixed'> {
  const held = new Set(list);
  const states = new Map<string, true | 'mixed'>();
  // Counts the keys at and below an item, and how many of them are held.
  const visit = (item: PermissionItem): { all: number; checked: number } => {
    const counts =
      item.key === undefined ? { all: 0, checked: 0 } : { all: 1, checked: held.has(item.key) ? 1 : 0 };
    for (const child of item.children) {
      const below = visit(child);
      counts.all += below.all;
      counts.checked += below.checked;
    }
    if (counts.checked > 0) states.set(item.id, counts.checked === counts.all ? true : 'mixed');
    return counts;
  };
  tree.groups.forEach(visit);
  return states;
}

/** A click on an item's check box: a checked one is unchecked, an unchecked or mixed one checked. */
export function toggleItem(tree: PermissionTree, list: readonly string[], id: string): string[] {
  const state = checkedItems(tree, list).get(id);
  // Checking a notReacte item adds nothing below it: a mixed one would stay mixed, so it unchecks.
  const full = state === true || (state === 'mixed' && tree.items.get(id)?.notReacte === true);
  return full ? uncheckItem(tree, list, id) : checkItem(tree, list, id);
}

/** The titles of the granted items directly under a group or section: screens, POS and Connect keys. */
export function grantedTitles(tree: PermissionTree, list: readonly string[]): string[] {
  return inTreeOrder(tree, list)
    .filter((key) => tree.parents.get(key)?.key === undefined)
    .map((key) => tree.items.get(key)?.title ?? key);
}
