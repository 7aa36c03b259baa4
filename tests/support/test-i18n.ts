// The app's own i18n bootstrap for tests, reading locales/ from disk instead of webpack chunks.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { i18n } from 'i18next';
import { createI18n } from '../../engine/client/i18n';
import type { Language } from '../../engine/client/language';

const LOCALES = join(__dirname, '..', '..', 'locales');

export function testI18n(language: Language, namespaces: readonly string[]): Promise<i18n> {
  return createI18n({
    language,
    namespaces,
    load: async (lang, ns) => JSON.parse(await readFile(join(LOCALES, lang, `${ns}.json`), 'utf8')) as object,
  });
}
