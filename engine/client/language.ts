// The interface languages and how one is chosen (core spec §1): the stored preference, else the
// browser's languages, else Traditional Chinese.

export const LANGUAGES = ['zh-TW', 'zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** localStorage key of the user's chosen language. */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps one BCP 47 tag onto a supported language, or undefined when none fits. */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  // Simplified script or a region that writes it; every other Chinese reads Traditional (the default).
  if (/^zh-(cn|sg|my|hans)/.test(lower)) return 'zh-CN';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-TW';
  return undefined;
}

export function chooseLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The language code the server expects in `envLang` (core spec §1, §7): zh for both Chinese variants. */
export function envLang(language: Language): 'zh' | 'en' {
  return language === 'en' ? 'en' : 'zh';
}

/** The envelope carries `msg` in the caller's Chinese variant and `msgEn`; pick the one for the UI. */
export function pickMessage(language: Language, texts: { msg: string; msgEn: string }): string {
  return language === 'en' ? texts.msgEn || texts.msg : texts.msg || texts.msgEn;
}
