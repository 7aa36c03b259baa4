import Fuse from 'fuse.js';
import {
  createNavigationSearch,
  loadPinyin,
  MAX_PATTERN_LENGTH,
  SEARCH_THRESHOLD,
  searchEntries,
  searchKeys,
  usesPinyin,
  type SearchEntry,
} from '../../../../engine/client/header-search';
import type { SectionPages } from '../../../../engine/client/navigation-tree';

const sections: SectionPages[] = [
  {
    name: 'home',
    path: '/home',
    title: 'navigation:home',
    items: [{ name: 'home', path: '/home/home', title: 'navigation:home' }],
  },
  {
    name: 'merchant_management',
    path: '/merchant_management',
    title: 'navigation:merchant_management',
    items: [
      {
        name: 'merchant_list',
        path: '/merchant_management/merchant_list',
        title: 'navigation:merchant_list',
      },
      {
        name: 'branches_list',
        path: '/merchant_management/branches_list',
        title: 'navigation:branches_list',
      },
    ],
  },
];

const zhTW: Record<string, string> = {
  'navigation:home': '首頁',
  'navigation:merchant_management': '商戶管理',
  'navigation:merchant_list': '商戶列表',
  'navigation:branches_list': '分店列表',
};
const en: Record<string, string> = {
  'navigation:home': 'Home',
  'navigation:merchant_management': 'Merchants',
  'navigation:merchant_list': 'Merchant list',
  'navigation:branches_list': 'Branches',
};

const paths = (results: SearchEntry[]) => results.map((entry) => entry.path);

describe('the header search', () => {
  it('weighs the title 0.7, the pinyin title 0.3 and the path 0.3, with threshold 0.4', () => {
    expect(searchKeys(true)).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'pinyinTitle', weight: 0.3 },
      { name: 'path', weight: 0.3 },
    ]);
    expect(SEARCH_THRESHOLD).toBe(0.4);
  });

  it('leaves the pinyin key out when pinyin does not apply', () => {
    expect(searchKeys(false).map((key) => (key as { name: string }).name)).toEqual(['title', 'path']);
  });

  it('matches pinyin only in Chinese with the setting on', () => {
    expect(usesPinyin('zh-TW', true)).toBe(true);
    expect(usesPinyin('zh-CN', true)).toBe(true);
    expect(usesPinyin('zh-TW', false)).toBe(false);
    expect(usesPinyin('en', true)).toBe(false);
  });

  it('lists every page with its translated title, naming the section of a section with several', () => {
    expect(searchEntries(sections, (key) => en[key] ?? key)).toEqual([
      { path: '/home/home', title: 'Home' },
      { path: '/merchant_management/merchant_list', title: 'Merchant list', section: 'Merchants' },
      { path: '/merchant_management/branches_list', title: 'Branches', section: 'Merchants' },
    ]);
  });

  it('finds a page by its translated title, fuzzily, best match first', () => {
    const search = createNavigationSearch(
      Fuse,
      searchEntries(sections, (key) => en[key] ?? key),
      false,
    );
    expect(paths(search('branch'))[0]).toBe('/merchant_management/branches_list');
    expect(paths(search('Merchnt list'))[0]).toBe('/merchant_management/merchant_list');
    expect(search('zzzz')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('finds a page by its path', () => {
    const search = createNavigationSearch(
      Fuse,
      searchEntries(sections, (key) => en[key] ?? key),
      false,
    );
    expect(paths(search('branches_list'))).toContain('/merchant_management/branches_list');
  });

  it('finds a Chinese title by its pinyin, and not without the pinyin key', async () => {
    const toPinyin = await loadPinyin();
    const entries = searchEntries(sections, (key) => zhTW[key] ?? key, toPinyin);
    expect(entries.find((entry) => entry.title === '分店列表')?.pinyinTitle).toBe('fendianliebiao');
    expect(paths(createNavigationSearch(Fuse, entries, true)('fendian'))[0]).toBe(
      '/merchant_management/branches_list',
    );
    expect(paths(createNavigationSearch(Fuse, entries, false)('fendian'))).not.toContain(
      '/merchant_management/branches_list',
    );
  });

  it('cuts a pattern to 32 characters: what follows finds nothing more', () => {
    const wanted = 'Quarterly membership analysis by branch';
    const other = 'Delivery platform settings panel';
    const search = createNavigationSearch(
      Fuse,
      [
        { path: '/wanted', title: wanted },
        { path: '/other', title: other },
      ],
      false,
    );
    expect(MAX_PATTERN_LENGTH).toBe(32);
    expect(paths(search(`${wanted.slice(0, MAX_PATTERN_LENGTH)}${other}`))).toEqual(['/wanted']);
  });
});
