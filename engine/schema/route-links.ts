// The names sections and routes give one another (core spec §2.3, §6), checked so a typo fails at
// `npm test` rather than silently hiding a section: a subsection's parent, a route's relyRoute and
// syncRoute, and a split route's parts. A route or subsection also repeats the audience flags of the
// section it sits in, so each route's own flags say whom it is for, and the server (which refuses the
// calls) needs no section to decide.
import type { NavigationFile, NavigationSection, SourceFile } from './catalogue';
import type { SchemaProblem } from './checker';
import { pageRoutesOf } from './page-routes';
import type { ResourceRoute, ResourceSchema } from './resource';
import type { AudienceFlags } from './route-flags';

const AUDIENCE_FLAGS = ['onlyAdmin', 'onlyPlatform', 'onlyUS', 'onlyHK'] as const;

/** A section whose path is an http(s) address is an external link (core spec §2.4: a new tab). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** The flags `section` has that `entry` lacks. */
function flagsMissing(entry: AudienceFlags, section: AudienceFlags | undefined): string[] {
  return AUDIENCE_FLAGS.filter((flag) => section?.[flag] && !entry[flag]);
}

function sectionProblems(file: string, sections: readonly NavigationSection[]): SchemaProblem[] {
  const byName = new Map(sections.map((section) => [section.name, section]));
  const problems: SchemaProblem[] = [];
  sections.forEach((section, i) => {
    const where = `$.sections[${i}]`;
    if (!isExternalPath(section.path) && !section.path.startsWith('/'))
      problems.push({ file, path: `${where}.path`, reason: 'must start with / or be an http(s) address' });
    if (section.parent === undefined) return;
    const parent = byName.get(section.parent);
    if (!parent)
      problems.push({ file, path: `${where}.parent`, reason: `section "${section.parent}" does not exist` });
    else if (isExternalPath(parent.path))
      problems.push({ file, path: `${where}.parent`, reason: `"${section.parent}" is an external link` });
    for (const flag of flagsMissing(section, parent))
      problems.push({
        file,
        path: where,
        reason: `section "${section.parent}" is ${flag}: this section must be too`,
      });
    // A parent chain that comes back to this section would hide the whole loop.
    const seen = new Set([section.name]);
    for (let up = parent; up?.parent !== undefined; up = byName.get(up.parent)) {
      if (seen.has(up.parent)) {
        problems.push({ file, path: `${where}.parent`, reason: 'sections sit inside one another in a loop' });
        break;
      }
      seen.add(up.parent);
    }
  });
  return problems;
}

/** A route where it is declared: a resource file's `route`, or one of navigation.json's page routes. */
interface DeclaredRoute {
  file: string;
  where: string;
  route: Pick<ResourceRoute, 'name' | 'section' | 'splitRoute' | 'relyRoute' | 'syncRoute'> & AudienceFlags;
}

function routeProblems(
  routes: readonly DeclaredRoute[],
  sections: readonly NavigationSection[],
  privilegeKeys: ReadonlySet<string>,
): SchemaProblem[] {
  const routeNames = new Set(routes.map(({ route }) => route.name));
  const parts = new Set(routes.flatMap(({ route }) => route.splitRoute ?? []));
  const byName = new Map(sections.map((section) => [section.name, section]));
  const problems: SchemaProblem[] = [];
  for (const { file, where, route } of routes) {
    const section = byName.get(route.section);
    if (section && isExternalPath(section.path))
      problems.push({ file, path: `${where}.section`, reason: `"${route.section}" is an external link` });
    for (const flag of flagsMissing(route, section))
      problems.push({
        file,
        path: where,
        reason: `section "${route.section}" is ${flag}: the route must be too`,
      });
    (route.splitRoute ?? []).forEach((part, i) => {
      if (!privilegeKeys.has(part))
        problems.push({
          file,
          path: `${where}.splitRoute[${i}]`,
          reason: `privilege key "${part}" is not declared`,
        });
    });
    const relied = route.relyRoute;
    if (relied !== undefined && (relied === route.name || !(routeNames.has(relied) || parts.has(relied))))
      problems.push({
        file,
        path: `${where}.relyRoute`,
        reason: `"${relied}" is not another route or a split part`,
      });
    (route.syncRoute ?? []).forEach((name, i) => {
      if (name === route.name || !routeNames.has(name))
        problems.push({ file, path: `${where}.syncRoute[${i}]`, reason: `"${name}" is not another route` });
    });
  }
  return problems;
}

export function routeLinkProblems(
  navigation: SourceFile<NavigationFile>,
  sources: readonly SourceFile<ResourceSchema>[],
  privilegeKeys: ReadonlySet<string>,
): SchemaProblem[] {
  const routes: DeclaredRoute[] = [
    ...sources.map(({ file, content }) => ({ file, where: '$.route', route: content.route })),
    ...pageRoutesOf(navigation.content).map((route, i) => ({
      file: navigation.file,
      where: `$.routes[${i}]`,
      route,
    })),
  ];
  return [
    ...sectionProblems(navigation.file, navigation.content.sections),
    ...routeProblems(routes, navigation.content.sections, privilegeKeys),
  ];
}
