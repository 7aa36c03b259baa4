// A schema set for the engine's own tests: the product's schemas plus resources written for a test,
// in a temporary folder, checked as the server checks them at start.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckedSchemas } from '../../../engine/schema/catalogue';
import { loadMessages } from '../../../engine/server/messages';
import { loadCheckedSchemas } from '../../../engine/server/schema-source';
import { ROOT_DIR } from '../../../server/config';

export const messages = loadMessages(join(ROOT_DIR, 'locales'));

/** A temporary copy of the product's schemas folder with `extra` added, each as `<module>/<file>.json`. */
export function schemaFolderWith(extra: { file: string; resource: Record<string, unknown> }[]): string {
  const schemasDir = join(mkdtempSync(join(tmpdir(), 'brigade-schemas-')), 'schemas');
  cpSync(join(ROOT_DIR, 'schemas'), schemasDir, { recursive: true });
  for (const { file, resource } of extra)
    writeFileSync(join(schemasDir, String(resource.module), `${file}.json`), JSON.stringify(resource));
  return schemasDir;
}

/** The product's schemas with `extra` resources added, checked. */
export function schemasWith(...extra: Record<string, unknown>[]): CheckedSchemas {
  const folder = schemaFolderWith(extra.map((resource) => ({ file: String(resource.name), resource })));
  return loadCheckedSchemas(folder, ROOT_DIR, messages);
}
