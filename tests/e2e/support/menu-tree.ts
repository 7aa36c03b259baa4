// The product's menu as schemas/navigation.json declares it, in English: the folders leading to a
// section, and the page routes (screens of our own) in it. The generated screen tests walk it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../server/config';
import { english } from './fixture-form';

interface Section {
  name: string;
  title: string;
  parent?: string;
}

export interface PageRouteEntry {
  name: string;
  path: string;
  title: string;
  section: string;
}

const navigation = JSON.parse(readFileSync(join(ROOT_DIR, 'schemas', 'navigation.json'), 'utf8')) as {
  sections: Section[];
  routes: PageRouteEntry[];
};

/** The menu folders leading to a section, outermost first. */
export function folders(section: string): string[] {
  const found = navigation.sections.find((entry) => entry.name === section);
  if (!found) throw new Error(`no section ${section}`);
  return [...(found.parent ? folders(found.parent) : []), english(found.title)];
}

/** Whether a section sits under the menu's top folder titled by `moduleKey`. */
export const inModule = (moduleKey: string, section: string): boolean =>
  folders(section)[0] === english(moduleKey);

/** The page routes under the menu's top folder titled by `moduleKey`. */
export const pageRoutesIn = (moduleKey: string): PageRouteEntry[] =>
  navigation.routes.filter((route) => inModule(moduleKey, route.section));
