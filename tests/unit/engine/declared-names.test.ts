// The application's widgets and pages are declared once by name (schemas/widgets.json and
// schemas/pages.json, which the schema checker reads) and registered by the modules' client parts
// (pages/client-modules.ts): each pair of lists must be the same, and no name registered twice.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleFolder } from '../../../engine/schema/module-folders';
import { CLIENT_MODULES } from '../../../pages/client-modules';

const ROOT = join(__dirname, '..', '..', '..');

function declared<K extends string>(file: string, key: K): string[] {
  const content = JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')) as Record<K, string[]>;
  return [...content[key]].sort();
}

const registered = (part: 'pages' | 'widgets') =>
  CLIENT_MODULES.flatMap((module) => Object.keys(module[part] ?? {})).sort();

it('registers exactly the widgets schemas/widgets.json declares', () => {
  expect(registered('widgets')).toEqual(declared('widgets.json', 'widgets'));
});

it('registers exactly the pages schemas/pages.json declares', () => {
  expect(registered('pages')).toEqual(declared('pages.json', 'pages'));
});

it.each(CLIENT_MODULES.map((module) => module.name))(
  'names the client part %s as a module of the server or schemas',
  (name) => {
    const folder = moduleFolder(name);
    const known = existsSync(join(ROOT, 'server', folder)) || existsSync(join(ROOT, 'schemas', folder));
    expect(known || name === 'platform').toBe(true);
  },
);
