// The header search's Fluent Combobox (core spec §2.4), which gives the ARIA combobox pattern (arrow
// keys, Enter, Escape) over the results header-search.tsx finds.
import { Combobox, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchEntry } from '../client/header-search';
import { usePopupLayer } from './popup-layer';
import type { SearchFieldProps } from './search-field';

const useStyles = makeStyles({
  section: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  option: { display: 'flex', flexDirection: 'column' },
});

export interface SearchComboboxProps extends SearchFieldProps {
  ref: Ref<HTMLInputElement>;
  results: readonly SearchEntry[];
  /** Whether everything the search needs has arrived, so that no result means no match. */
  complete: boolean;
  onSelect(path: string | undefined): void;
}

export function SearchCombobox({
  ref,
  className,
  size,
  label,
  placeholder,
  openLabel,
  value,
  open,
  onOpenChange,
  onChange,
  onFocus,
  results,
  complete,
  onSelect,
}: SearchComboboxProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <Combobox
      ref={ref}
      className={className}
      freeform
      mountNode={usePopupLayer()}
      size={size}
      aria-label={label}
      placeholder={placeholder}
      expandIcon={{ children: <SearchRegular />, 'aria-label': openLabel }}
      value={value}
      selectedOptions={[]}
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      onFocus={onFocus}
      onChange={(event) => onChange(event.target.value)}
      onOptionSelect={(_event, data) => onSelect(data.optionValue)}
    >
      {results.map((entry) => (
        <Option key={entry.path} value={entry.path} text={entry.title}>
          <span className={styles.option}>
            {entry.title}
            {entry.section && <span className={styles.section}> {entry.section}</span>}
          </span>
        </Option>
      ))}
      {complete && value.trim() !== '' && results.length === 0 && (
        <Option disabled value="" text={t('shell:search.noMatches')}>
          {t('shell:search.noMatches')}
        </Option>
      )}
    </Combobox>
  );
}
