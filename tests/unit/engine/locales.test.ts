import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Every user-visible string exists in zh-TW, zh-CN and en: a key one language lacks fails here.
const LOCALES = resolve(__dirname, '..', '..', '..', 'locales');
const LANGUAGES = ['zh-TW', 'zh-CN', 'en'];

function keys(value: unknown, prefix: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}.${key}`));
}

function catalogue(language: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    const data: unknown = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'));
    for (const key of keys(data, file.replace(/\.json$/, ''))) entries.set(key, file);
  }
  return entries;
}

describe('locales', () => {
  const catalogues = new Map(LANGUAGES.map((language) => [language, catalogue(language)]));
  const allKeys = new Set([...catalogues.values()].flatMap((entries) => [...entries.keys()]));

  it.each(LANGUAGES)('%s has every key any language has', (language) => {
    const missing = [...allKeys].filter((key) => !catalogues.get(language)?.has(key));
    expect(missing).toEqual([]);
  });

  it('holds only folders for the three languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });
});
