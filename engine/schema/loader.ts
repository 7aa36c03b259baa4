import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Fixture, PrivilegeKey, SchemaSet, SourceFile } from './catalogue';

const NAVIGATION_FILE = 'navigation.json';
const PRIVILEGES_FILE = 'privileges.json';
const WIDGETS_FILE = 'widgets.json';
const PAGES_FILE = 'pages.json';
/** The report declarations' folder (engine/server/reports reads it): not a module of resources. */
export const REPORTS_FOLDER = 'analytics';

export class SchemaFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

function readJson<T>(path: string, shownAs: string): SourceFile<T> {
  try {
    return { file: shownAs, content: JSON.parse(readFileSync(path, 'utf8')) as T };
  } catch (error) {
    throw new SchemaFileError(
      shownAs,
      `not readable JSON (${error instanceof Error ? error.message : error})`,
    );
  }
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(dir, name))
    : [];
}

/** A module's own privilege keys (`schemas/<module>/privileges.json`), added to one of the groups. */
interface ModulePrivileges {
  group: string;
  keys: PrivilegeKey[];
}

/** Adds a module's keys to the group they name, so a new module touches no shared file. */
function addModulePrivileges(set: SchemaSet, source: SourceFile<ModulePrivileges>): void {
  const { group: name, keys } = source.content;
  const group = set.privileges.content.groups.find((candidate) => candidate.name === name);
  if (!group || !Array.isArray(keys))
    throw new SchemaFileError(source.file, `names no privilege group "${String(name)}" with a list of keys`);
  group.keys.push(...keys);
}

/** A list of names the application may not have: none when its file is absent. */
function namesFile<K extends string>(path: string, shownAs: string, key: K): SourceFile<Record<K, string[]>> {
  if (existsSync(path)) return readJson(path, shownAs);
  return { file: shownAs, content: { [key]: [] } as unknown as Record<K, string[]> };
}

/**
 * Reads a schemas folder: `navigation.json`, `privileges.json`, `widgets.json` and `pages.json` when the
 * application has widgets and pages of its own, and one folder per module holding resource files, its own
 * privilege keys (`privileges.json`, added to the group it names) and `fixtures/valid` and `fixtures/invalid`; `analytics` holds report declarations, which the reports' own loader reads. Paths in problems are relative to `baseDir`.
 */
export function loadSchemaSet(schemasDir: string, baseDir: string): SchemaSet {
  const shown = (path: string) => relative(baseDir, path);
  const set: SchemaSet = {
    resources: [],
    navigation: readJson(join(schemasDir, NAVIGATION_FILE), shown(join(schemasDir, NAVIGATION_FILE))),
    privileges: readJson(join(schemasDir, PRIVILEGES_FILE), shown(join(schemasDir, PRIVILEGES_FILE))),
    widgets: namesFile(join(schemasDir, WIDGETS_FILE), shown(join(schemasDir, WIDGETS_FILE)), 'widgets'),
    pages: namesFile(join(schemasDir, PAGES_FILE), shown(join(schemasDir, PAGES_FILE)), 'pages'),
    fixtures: { valid: [], invalid: [] },
  };
  const modules = readdirSync(schemasDir)
    .filter((name) => name !== REPORTS_FOLDER && statSync(join(schemasDir, name)).isDirectory())
    .sort();
  for (const module of modules) {
    const dir = join(schemasDir, module);
    for (const path of jsonFiles(dir)) {
      if (basename(path) === PRIVILEGES_FILE) addModulePrivileges(set, readJson(path, shown(path)));
      else set.resources.push(readJson(path, shown(path)));
    }
    for (const kind of ['valid', 'invalid'] as const) {
      for (const path of jsonFiles(join(dir, 'fixtures', kind))) {
        set.fixtures[kind].push(readJson<Fixture>(path, shown(path)));
      }
    }
  }
  return set;
}
