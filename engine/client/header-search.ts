// The header search's rules (core spec §2.4 "header search"): navigation entries found by their translated
// title (weight 0.7), the title's pinyin (0.3) and their path (0.3), threshold 0.4, patterns cut to
// 32 characters. Pinyin counts only in Chinese with the pinyin-search setting on.
import type Fuse from 'fuse.js';
import type { FuseOptionKey } from 'fuse.js';
import type { Language } from './language';
import type { SectionPages } from './navigation-tree';

export const SEARCH_THRESHOLD = 0.4;
/** Fuse's bitap matcher works on 32-character words; longer patterns are cut, as the spec says. */
export const MAX_PATTERN_LENGTH = 32;

export interface SearchEntry {
  path: string;
  /** The translated entry title. */
  title: string;
  /** The section holding the entry, for the result's second line. */
  section?: string;
  pinyinTitle?: string;
}

export type ToPinyin = (text: string) => string;

export function usesPinyin(language: Language, supportPinyinSearch: boolean): boolean {
  return language !== 'en' && supportPinyinSearch;
}

/** The weighted keys; the pinyin key only when pinyin applies. */
export function searchKeys(withPinyin: boolean): FuseOptionKey<SearchEntry>[] {
  return [
    { name: 'title', weight: 0.7 },
    ...(withPinyin ? [{ name: 'pinyinTitle', weight: 0.3 }] : []),
    { name: 'path', weight: 0.3 },
  ];
}

/** Every page the sidebar lists, titles translated (and spelled in pinyin when given). */
export function searchEntries(
  sections: readonly SectionPages[],
  translate: (key: string) => string,
  toPinyin?: ToPinyin,
): SearchEntry[] {
  return sections.flatMap((section) => {
    // A section of one page shows as that page (core spec §2.4), so it names no section either.
    const sectionTitle = section.items.length > 1 ? translate(section.title) : undefined;
    return section.items.map((item) => {
      const title = translate(item.title);
      return {
        path: item.path,
        title,
        ...(sectionTitle ? { section: sectionTitle } : {}),
        ...(toPinyin ? { pinyinTitle: toPinyin(title) } : {}),
      };
    });
  });
}

export type FuseClass = typeof Fuse;

/** fuse.js is fetched with the first search, not with the shell (docs/architecture.md, issue 10). */
export async function loadFuse(): Promise<FuseClass> {
  return (await import(/* webpackChunkName: "fuse" */ 'fuse.js')).default;
}

/** A search over the entries: the best matches first, nothing for a blank query. */
export function createNavigationSearch(
  Searcher: FuseClass,
  entries: readonly SearchEntry[],
  withPinyin: boolean,
): (query: string) => SearchEntry[] {
  const fuse = new Searcher(entries, {
    keys: searchKeys(withPinyin),
    threshold: SEARCH_THRESHOLD,
    shouldSort: true,
  });
  return (query) => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH).trim();
    return pattern ? fuse.search(pattern).map((result) => result.item) : [];
  };
}

/** pinyin-pro is large (its dictionary): it is fetched only when pinyin search applies. */
export async function loadPinyin(): Promise<ToPinyin> {
  const { pinyin } = await import(/* webpackChunkName: "pinyin" */ 'pinyin-pro');
  return (text) => pinyin(text, { toneType: 'none', separator: '' });
}
