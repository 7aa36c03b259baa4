/**
 * @jest-environment node
 */
// Each business module of server/app.ts lives under its own name: `server/<module>/<module>-module.ts`
// in kebab case, as its resources live in `schemas/<module>` (engine/schema/module-folders.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { moduleFolder } from '../../../engine/schema/module-folders';
import { MODULES } from '../../../server/app';
import { ROOT_DIR } from '../../../server/config';

describe('module folders', () => {
  it.each(MODULES.map((module) => module.moduleName))('keeps %s in the server folder of its name', (name) => {
    const folder = moduleFolder(name);
    expect(existsSync(join(ROOT_DIR, 'server', folder, `${folder}-module.ts`))).toBe(true);
  });
});
