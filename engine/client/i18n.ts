// The i18next bootstrap (core spec §1): three languages, the stored or browser language, and each
// namespace fetched only when a screen needs it. The app hands in how a namespace is loaded (a
// dynamic import of locales/<lang>/<ns>.json), so the engine knows no file layout.
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_KEY,
  LANGUAGES,
  type Language,
} from './language';

export type LoadNamespace = (language: Language, namespace: string) => Promise<ResourceKey>;

/**
 * Namespaces every screen of the app uses: shared words, the request layer's texts, field labels,
 * validation, the engine's own, and the shell's (its notices show on the public pages too). The
 * sign-in page drawn before the app loads names its own, fewer.
 */
export const BASE_NAMESPACES = ['common', 'http', 'fields', 'validation', 'engine', 'shell'] as const;

type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored preference, else the browser's languages, else Traditional Chinese. */
export function detectLanguage(
  storage: Pick<Storage, 'getItem'>,
  browser: Pick<Navigator, 'language' | 'languages'>,
): Language {
  const browserLanguages = browser.languages.length > 0 ? browser.languages : [browser.language];
  return chooseLanguage(storage.getItem(LANGUAGE_KEY), browserLanguages);
}

export function saveLanguage(storage: PreferenceStorage, language: Language): void {
  storage.setItem(LANGUAGE_KEY, language);
}

/** The instance's language as one of ours (i18next types it as any string). */
export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

function lazyBackend(load: LoadNamespace): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`Unsupported language ${language}`), false);
        return;
      }
      load(language, namespace).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

export interface I18nOptions {
  language: Language;
  load: LoadNamespace;
  /** Loaded before the promise resolves, so the first screen never shows keys. */
  namespaces?: readonly string[];
}

/** A ready i18next instance, also registered with react-i18next for `useTranslation`. */
export async function createI18n({
  language,
  load,
  namespaces = BASE_NAMESPACES,
}: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(lazyBackend(load)).use(initReactI18next);
  await instance.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // Every language has every key (locale-parity check), so no fallback files are fetched.
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Keeps `<html lang>` on the UI language, for screen readers and the right CJK glyphs. */
export function syncDocumentLanguage(instance: i18n, root: HTMLElement = document.documentElement): void {
  root.lang = currentLanguage(instance);
  instance.on('languageChanged', () => {
    root.lang = currentLanguage(instance);
  });
}
