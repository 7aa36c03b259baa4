// The settings as this browser keeps them (core spec §2.4 "settings side panel", §3 "Settings"),
// read without the Settings store, so the sign-in page knows the theme colour before the app loads.
import { DEFAULT_THEME_COLOR, isHexColor } from './theme-colors';

export interface SettingsValues {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Pinyin matching in the header search; it applies only while the language is Chinese. */
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: Readonly<SettingsValues> = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  supportPinyinSearch: true,
};

export const SETTINGS_KEY = 'settings';

const isValid: { [K in keyof SettingsValues]: (value: unknown) => boolean } = {
  themeColor: isHexColor,
  tagsView: (value) => typeof value === 'boolean',
  fixedHeader: (value) => typeof value === 'boolean',
  sidebarLogo: (value) => typeof value === 'boolean',
  supportPinyinSearch: (value) => typeof value === 'boolean',
};

/** The saved settings; a damaged or missing value falls back to its default, one by one. */
export function readSettings(storage: Pick<Storage, 'getItem'>): SettingsValues {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) saved = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: every setting takes its default.
  }
  const values = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(isValid) as (keyof SettingsValues)[]) {
    if (isValid[key](saved[key])) Object.assign(values, { [key]: saved[key] });
  }
  return values;
}

/** Whether `value` may be saved as setting `key`. */
export function isValidSetting<K extends keyof SettingsValues>(
  key: K,
  value: unknown,
): value is SettingsValues[K] {
  return isValid[key](value);
}
