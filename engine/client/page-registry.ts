// Pages of our own (docs/schemas.md "Pages of our own"), registered by name at start as widgets are: a
// route naming `"page": "qrCodes"` opens what is registered here. An entry loads its code the first
// time the page opens, so the shell's bundle carries only the names; this file holds no component.
import type { ComponentType } from 'react';
import type { NavigationRoute } from '../schema/navigation-answer';

export interface PageProps {
  /** The route that opened the page: its name, title and path. */
  route: NavigationRoute;
}

export interface PageEntry {
  /** The page's component, fetched with its chunk. */
  load(): Promise<ComponentType<PageProps>>;
  /** The text namespaces the page needs before it shows. */
  namespaces: readonly string[];
}

const registered = new Map<string, PageEntry>();

export function registerPage(name: string, entry: PageEntry): void {
  registered.set(name, entry);
}

export function pageEntry(name: string): PageEntry | undefined {
  return registered.get(name);
}
