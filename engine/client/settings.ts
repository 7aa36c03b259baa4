// The Settings store (core spec §2.4 "settings side panel", §3 "Settings"): the theme colour and the
// layout switches, kept in this browser's localStorage so the theme is known before the first paint
// and before sign-in (docs/architecture.md).
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_SETTINGS,
  isValidSetting,
  readSettings,
  SETTINGS_KEY,
  type SettingsValues,
} from './saved-settings';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

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
    if (!isValidSetting(key, value)) return;
    Object.assign(this, { [key]: value });
    this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.values));
  }

  get values(): SettingsValues {
    const { themeColor, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch } = this;
    return { themeColor, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch };
  }
}
