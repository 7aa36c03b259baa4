// Pages of our own (docs/schemas.md "Pages of our own"): a route of schemas/navigation.json that opens
// a page the application registers by name (pages/<module>/<module>-module.ts) rather than a resource's screens,
// and what the browser and the server read of them. The checker's rules are page-route-checks.ts,
// kept apart so the browser's bundle does not carry the validator.
import type { NavigationFile } from './catalogue';
import type { ResourceRoute } from './resource';

export interface PageRoute extends Omit<ResourceRoute, 'children' | 'splitRoute' | 'page'> {
  /** The registered page it opens. */
  page: string;
  /** Every signed-in user may open it, with no privilege of its own (home). */
  everyone?: boolean;
  /**
   * Privilege keys of what the page does beyond showing (calling a queue's number), declared in
   * schemas/privileges.json: the permission tree lists them under the page, and the page's own
   * calls check them on the server.
   */
  actions?: string[];
  /**
   * What a store manager holds unless someone decides otherwise (the resources' `shopManagers`):
   * the page (`read`), the page and its actions (`manage`), or nothing.
   */
  shopManagers?: 'read' | 'manage' | 'none';
}

/** A navigation file's page routes, or none; whatever is not even an object is the meta-check's to report. */
export function pageRoutesOf(navigation: NavigationFile): PageRoute[] {
  const routes: unknown[] = Array.isArray(navigation.routes) ? navigation.routes : [];
  return routes.filter((route): route is PageRoute => typeof route === 'object' && route !== null);
}

/** The page routes whose names are privileges: all but the pages for everyone. */
export function privilegedPages(pages: readonly PageRoute[]): PageRoute[] {
  return pages.filter((page) => !page.everyone);
}
