// How granting or revoking one route moves the routes tied to it (core spec §4 "permission tree"):
// checking a route also checks the route it relies on (and that one's, in turn); unchecking a route
// also unchecks its syncRoute siblings. Plain functions over a privilege list, for the permission
// tree to apply on each click.
import type { ResourceRoute } from '../schema/resource';

export type LinkedRoute = Pick<ResourceRoute, 'name' | 'relyRoute' | 'syncRoute'>;

/** The list with `name` granted, and every route it relies on. */
export function grantRoute(list: readonly string[], name: string, routes: readonly LinkedRoute[]): string[] {
  const granted = new Set(list);
  // Followed until a name comes round again, so a loop of dependencies cannot run forever.
  const followed = new Set<string>();
  for (let next: string | undefined = name; next !== undefined && !followed.has(next);) {
    const current: string = next;
    followed.add(current);
    granted.add(current);
    next = routes.find((route) => route.name === current)?.relyRoute;
  }
  return [...granted];
}

/** The list with `name` revoked, and its syncRoute siblings with it. */
export function revokeRoute(list: readonly string[], name: string, routes: readonly LinkedRoute[]): string[] {
  const revoked = new Set([name, ...(routes.find((route) => route.name === name)?.syncRoute ?? [])]);
  return list.filter((key) => !revoked.has(key));
}
