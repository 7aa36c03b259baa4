import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n } from 'i18next';

export const LANGUAGES = ['zh-TW', 'zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export type Params = Record<string, string | number>;

/** Translates `namespace:key` messages for the server from the same locale files the client uses. */
export interface Messages {
  t(language: Language, key: string, params?: Params): string;
  has(language: Language, key: string): boolean;
}

type Resources = Record<string, Record<string, Record<string, unknown>>>;

function readLocales(dir: string): Resources {
  const resources: Resources = {};
  for (const language of LANGUAGES) {
    const folder = join(dir, language);
    resources[language] = {};
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.json') || !statSync(join(folder, file)).isFile()) continue;
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    }
  }
  return resources;
}

export function loadMessages(localesDir: string): Messages {
  const resources = readLocales(localesDir);
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return {
    t: (language, key, params) => instance.t(key, { lng: language, ...params }),
    has: (language, key) => instance.exists(key, { lng: language }),
  };
}

/** The Chinese variant for `msg`, from Accept-Language: zh-CN/zh-Hans/zh-SG ask for Simplified. */
export function chineseVariant(acceptLanguage: string | undefined): Language {
  return /zh-(cn|hans|sg)/i.test(acceptLanguage ?? '') ? 'zh-CN' : 'zh-TW';
}
