// The names menus and routes give one another (core spec §2.3, §6), checked so a typo fails at
// `npm test` rather than silently hiding a menu: a submenu's parent, a route's relyRoute and
// syncRoute, and a split route's parts. A route or submenu also repeats the audience flags of the
// menu it sits in, so each route's own flags say whom it is for, and the server (which refuses the
// calls) needs no menu to decide.
import type { MenuEntry, SourceFile } from './catalogue';
import type { SchemaProblem } from './checker';
import type { ResourceSchema } from './resource';
import type { AudienceFlags } from './route-flags';

const AUDIENCE_FLAGS = ['onlyAdmin', 'onlyPlatform', 'onlyUS', 'onlyHK'] as const;

/** A menu whose path is an http(s) address is an external link (core spec §2.4: a new tab). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** The flags `menu` has that `entry` lacks. */
function flagsMissing(entry: AudienceFlags, menu: AudienceFlags | undefined): string[] {
  return AUDIENCE_FLAGS.filter((flag) => menu?.[flag] && !entry[flag]);
}

function menuProblems(file: string, menus: readonly MenuEntry[]): SchemaProblem[] {
  const byName = new Map(menus.map((menu) => [menu.name, menu]));
  const problems: SchemaProblem[] = [];
  menus.forEach((menu, i) => {
    const where = `$.menus[${i}]`;
    if (!isExternalPath(menu.path) && !menu.path.startsWith('/'))
      problems.push({ file, path: `${where}.path`, reason: 'must start with / or be an http(s) address' });
    if (menu.parent === undefined) return;
    const parent = byName.get(menu.parent);
    if (!parent)
      problems.push({ file, path: `${where}.parent`, reason: `menu "${menu.parent}" does not exist` });
    else if (isExternalPath(parent.path))
      problems.push({ file, path: `${where}.parent`, reason: `"${menu.parent}" is an external link` });
    for (const flag of flagsMissing(menu, parent))
      problems.push({ file, path: where, reason: `menu "${menu.parent}" is ${flag}: this menu must be too` });
    // A parent chain that comes back to this menu would hide the whole loop.
    const seen = new Set([menu.name]);
    for (let up = parent; up?.parent !== undefined; up = byName.get(up.parent)) {
      if (seen.has(up.parent)) {
        problems.push({ file, path: `${where}.parent`, reason: 'menus sit inside one another in a loop' });
        break;
      }
      seen.add(up.parent);
    }
  });
  return problems;
}

function routeProblems(
  sources: readonly SourceFile<ResourceSchema>[],
  menus: readonly MenuEntry[],
  privilegeKeys: ReadonlySet<string>,
): SchemaProblem[] {
  const routeNames = new Set(sources.map((source) => source.content.route.name));
  const parts = new Set(sources.flatMap((source) => source.content.route.splitRoute ?? []));
  const byName = new Map(menus.map((menu) => [menu.name, menu]));
  const problems: SchemaProblem[] = [];
  for (const { file, content } of sources) {
    const { route } = content;
    const menu = byName.get(route.menu);
    if (menu && isExternalPath(menu.path))
      problems.push({ file, path: '$.route.menu', reason: `"${route.menu}" is an external link` });
    for (const flag of flagsMissing(route, menu))
      problems.push({
        file,
        path: '$.route',
        reason: `menu "${route.menu}" is ${flag}: the route must be too`,
      });
    (route.splitRoute ?? []).forEach((part, i) => {
      if (!privilegeKeys.has(part))
        problems.push({
          file,
          path: `$.route.splitRoute[${i}]`,
          reason: `privilege key "${part}" is not declared`,
        });
    });
    const relied = route.relyRoute;
    if (relied !== undefined && (relied === route.name || !(routeNames.has(relied) || parts.has(relied))))
      problems.push({
        file,
        path: '$.route.relyRoute',
        reason: `"${relied}" is not another route or a split part`,
      });
    (route.syncRoute ?? []).forEach((name, i) => {
      if (name === route.name || !routeNames.has(name))
        problems.push({ file, path: `$.route.syncRoute[${i}]`, reason: `"${name}" is not another route` });
    });
  }
  return problems;
}

export function routeLinkProblems(
  menus: SourceFile<{ menus: MenuEntry[] }>,
  sources: readonly SourceFile<ResourceSchema>[],
  privilegeKeys: ReadonlySet<string>,
): SchemaProblem[] {
  return [
    ...menuProblems(menus.file, menus.content.menus),
    ...routeProblems(sources, menus.content.menus, privilegeKeys),
  ];
}
