// The Settings store (core spec §2.4 "settings side panel", §3 "Settings"): the theme colour and the
// layout switches, kept in this browser's localStorage so the theme is known before the first paint
// and before sign-in (docs/architecture.md).
import { makeAutoObservable } from 'mobx';
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

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

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

export class Settings implements SettingsValues {
  themeColor = DEFAULT_SETTINGS.themeColor;
  tagsView = DEFAULT_SETTINGS.tagsView;
  fixedHeader = DEFAULT_SETTINGS.fixedHeader;
  sidebarLogo = DEFAULT_SETTINGS.sidebarLogo;
  supportPinyinSearch = DEFAULT_SETTINGS.supportPinyinSearch;

  constructor(private readonly storage: SettingsStorage) {
    Object.assign(this, readSettings(storage));
    makeAutoObservable<Settings, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** Changes one setting and saves them all; an invalid value is refused. */
  change<K extends keyof SettingsValues>(key: K, value: SettingsValues[K]): void {
    if (!isValid[key](value)) return;
    Object.assign(this, { [key]: value });
    this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.values));
  }

  get values(): SettingsValues {
    const { themeColor, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch } = this;
    return { themeColor, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch };
  }
}
