/**
 * @jest-environment node
 */
// A module is one unit (issue 22): its parts live under one folder name, the module's name in kebab
// case (engine/schema/module-folders.ts), in each top folder. Its resources are in `schemas/<module>`
// (the schema checker keeps them there), its server in `server/<module>/<module>-module.ts`, its
// screens and client part in `pages/<module>/<module>-module.ts`, and its tests in
// `tests/<kind>/<module>`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { moduleFolder } from '../../../engine/schema/module-folders';
import { CLIENT_MODULES } from '../../../pages/client-modules';
import { MODULES } from '../../../server/app';
import { ROOT_DIR } from '../../../server/config';

const foldersIn = (...path: string[]): string[] =>
  readdirSync(join(ROOT_DIR, ...path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// Every module's folder: the server's modules (server/app.ts MODULES), the modules that are schemas
// alone (the menu, the store settings), and the platform every module stands on (server/platform.ts:
// sign-in, uploads, mail, jobs, download tasks).
const MODULE_FOLDERS = new Set([
  ...MODULES.map((module) => moduleFolder(module.moduleName)),
  ...foldersIn('schemas'),
  'platform',
]);

// Besides the modules' folders, a kind of test has two more: `engine` for the generic engine's tests
// and the checks that cover every module at once (the layers, import cycles, locales, the envelope,
// hostile input, the authorization matrix, the tests generated for every resource), and `support`
// for the helpers the tests share.
const TEST_FOLDERS = new Set([...MODULE_FOLDERS, 'engine', 'support']);
const TEST_KINDS = ['unit', 'api', 'e2e'];

describe('module folders', () => {
  it.each(MODULES.map((module) => module.moduleName))('keeps %s in the server folder of its name', (name) => {
    const folder = moduleFolder(name);
    expect(existsSync(join(ROOT_DIR, 'server', folder, `${folder}-module.ts`))).toBe(true);
  });

  it.each(CLIENT_MODULES.map((module) => module.name))(
    'keeps the client part of %s in the pages folder of its name',
    (name) => {
      const folder = moduleFolder(name);
      expect(MODULE_FOLDERS).toContain(folder);
      expect(existsSync(join(ROOT_DIR, 'pages', folder, `${folder}-module.ts`))).toBe(true);
    },
  );

  it('holds under pages/ one folder per client module and nothing else', () => {
    const folders = CLIENT_MODULES.map((module) => moduleFolder(module.name)).sort();
    expect(foldersIn('pages')).toEqual(folders);
  });

  it.each(TEST_KINDS)('holds under tests/%s only module folders, engine and support', (kind) => {
    expect(foldersIn('tests', kind).filter((folder) => !TEST_FOLDERS.has(folder))).toEqual([]);
  });

  it.each(TEST_KINDS)('keeps no test file at the top of tests/%s, only in the folders', (kind) => {
    const files = readdirSync(join(ROOT_DIR, 'tests', kind)).filter((name) => /\.test\.tsx?$/.test(name));
    expect(files).toEqual([]);
  });
});
