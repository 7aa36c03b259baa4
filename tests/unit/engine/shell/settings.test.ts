import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY } from '../../../../engine/client/saved-settings';
import { Settings } from '../../../../engine/client/settings';
import { DEFAULT_THEME_COLOR, isHexColor, THEME_COLOR_OPTIONS } from '../../../../engine/client/theme-colors';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the settings', () => {
  it('default to the theme colour #5a9bc5, tabs on, header not fixed, no sidebar logo, pinyin on', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      themeColor: '#5a9bc5',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
      supportPinyinSearch: true,
    });
    expect(new Settings(memoryStorage()).values).toEqual(DEFAULT_SETTINGS);
  });

  it('are saved as they change and read back by the next page', () => {
    const storage = memoryStorage();
    const settings = new Settings(storage);
    settings.change('fixedHeader', true);
    settings.change('themeColor', '#1890ff');
    expect(new Settings(storage).values).toEqual({
      ...DEFAULT_SETTINGS,
      fixedHeader: true,
      themeColor: '#1890ff',
    });
  });

  it('refuse a colour that is not #rrggbb', () => {
    const settings = new Settings(memoryStorage());
    settings.change('themeColor', 'red');
    expect(settings.themeColor).toBe(DEFAULT_THEME_COLOR);
  });

  it('fall back to the default one by one when the saved value is damaged', () => {
    const saved = JSON.stringify({ tagsView: false, fixedHeader: 'yes', themeColor: 12 });
    expect(readSettings(memoryStorage({ [SETTINGS_KEY]: saved }))).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
    });
    expect(readSettings(memoryStorage({ [SETTINGS_KEY]: '{not json' }))).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the theme colour options', () => {
  it('are the ten named colours valued 1 to 10 in the spec order', () => {
    expect(THEME_COLOR_OPTIONS.map((option) => [option.value, option.name])).toEqual([
      [1, 'black'],
      [2, 'darkBlue'],
      [3, 'blue'],
      [4, 'darkGreen'],
      [5, 'green'],
      [6, 'yellow'],
      [7, 'golden'],
      [8, 'orange'],
      [9, 'red'],
      [10, 'pink'],
    ]);
    expect(THEME_COLOR_OPTIONS.every((option) => isHexColor(option.hex))).toBe(true);
  });
});
