// The header search (core spec §2.4): a combobox over the navigation entries the user sees; choosing a
// result opens it. Fluent's Combobox gives the ARIA combobox pattern (arrow keys, Enter, Escape).
import { Combobox, Option, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
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
import { usePopupLayer } from './popup-layer';
import { useLoaded } from './use-loaded';

const useStyles = makeStyles({
  root: { width: '220px', minWidth: 0, '@media (max-width: 1199px)': { width: '160px' } },
  section: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  option: { display: 'flex', flexDirection: 'column' },
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
  const size = useFluentSize();
  const layer = usePopupLayer();
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

  return (
    <Combobox
      className={mergeClasses(styles.root, className)}
      freeform
      mountNode={layer}
      size={size}
      aria-label={t('shell:search.label')}
      placeholder={t('shell:search.placeholder')}
      expandIcon={<SearchRegular />}
      value={query}
      selectedOptions={[]}
      open={open}
      onOpenChange={(_event, data) => setOpen(data.open)}
      onFocus={() => setUsed(true)}
      onChange={(event) => {
        setUsed(true);
        setQuery(event.target.value);
        setOpen(event.target.value.trim() !== '');
      }}
      onOptionSelect={(_event, data) => {
        setQuery('');
        if (data.optionValue) void navigate(data.optionValue);
      }}
    >
      {results.map((entry) => (
        <Option key={entry.path} value={entry.path} text={entry.title}>
          <span className={styles.option}>
            {entry.title}
            {entry.section && <span className={styles.section}> {entry.section}</span>}
          </span>
        </Option>
      ))}
      {complete && query.trim() !== '' && results.length === 0 && (
        <Option disabled value="" text={t('shell:search.noMatches')}>
          {t('shell:search.noMatches')}
        </Option>
      )}
    </Combobox>
  );
});
