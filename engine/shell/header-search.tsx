// The header search (core spec §2.4): a combobox over the navigation entries the user sees; choosing a
// result opens it. Fluent's Combobox (search-combobox.tsx) comes with the header's popups, fetched once
// the field is pointed at or focused; search-stand-in.tsx draws the same field until then.
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientStores } from '../client/client-stores';
import { useFluentSize } from '../client/control-size-context';
import {
  createNavigationSearch,
  loadFuse,
  loadPinyin,
  searchEntries,
  usesPinyin,
} from '../client/header-search';
import { currentLanguage } from '../client/i18n';
import { namespacesOf } from '../client/label-namespaces';
import type { SearchFieldProps } from './search-field';
import { SearchStandIn } from './search-stand-in';
import { useLoaded } from './use-loaded';
import { useStandIn } from './use-stand-in';

const useStyles = makeStyles({
  root: { width: '220px', minWidth: 0, '@media (max-width: 1199px)': { width: '160px' } },
});

export const HeaderSearch = observer(function HeaderSearch({ className }: { className?: string }) {
  const styles = useStyles();
  const { navigation, settings } = useClientStores();
  const sections = navigation.pagesBySection;
  const titles = sections.flatMap((section) => [section.title, ...section.items.map((item) => item.title)]);
  const { t, i18n } = useTranslation(['shell', 'navigation', ...namespacesOf(titles)], {
    useSuspense: false,
  });
  const navigate = useNavigate();
  const { popups, ref, standInProps } = useStandIn<HTMLInputElement>();
  const [query, setQuery] = useState('');
  // Typing opens the list by itself; so must a paste or a dictation.
  const [open, setOpen] = useState(false);
  // The search engine, and pinyin-pro where pinyin applies (135 KB gzip), are fetched when the field
  // is first used, not with the shell (docs/architecture.md, issue 10).
  const [used, setUsed] = useState(false);
  const Searcher = useLoaded(loadFuse, used);
  const pinyinWanted = usesPinyin(currentLanguage(i18n), settings.supportPinyinSearch);
  const toPinyin = useLoaded(loadPinyin, used && pinyinWanted);

  const search = useMemo(
    () =>
      Searcher &&
      createNavigationSearch(Searcher, searchEntries(sections, t, toPinyin), toPinyin !== undefined),
    [Searcher, sections, t, toPinyin],
  );
  const results = useMemo(() => search?.(query) ?? [], [search, query]);
  // "No matches" waits for pinyin too, or a pinyin query would flash it while pinyin-pro arrives.
  const complete = search !== undefined && (!pinyinWanted || toPinyin !== undefined);

  const field: SearchFieldProps = {
    className: mergeClasses(styles.root, className),
    size: useFluentSize(),
    label: t('shell:search.label'),
    placeholder: t('shell:search.placeholder'),
    openLabel: t('shell:search.open'),
    value: query,
    open,
    onOpenChange: setOpen,
    onChange: (value) => {
      setUsed(true);
      setQuery(value);
      setOpen(value.trim() !== '');
    },
    onFocus: () => setUsed(true),
  };
  if (!popups)
    return (
      <SearchStandIn
        {...field}
        {...standInProps}
        onFocus={() => {
          field.onFocus();
          standInProps.onFocus();
        }}
      />
    );
  return (
    <popups.SearchCombobox
      {...field}
      ref={ref}
      results={results}
      complete={complete}
      onSelect={(path) => {
        setQuery('');
        if (path) void navigate(path);
      }}
    />
  );
});
