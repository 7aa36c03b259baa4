// The one-row search form (core spec §2.5, §5): one control per declared filter — text for
// `contains`, a select for an `exact` enum (else text), two numbers for `range` (the upper raised
// to the lower on blur), two dates for `dateRange` — then Search and Reset. A required filter left
// empty blocks the search and shows its message.
import {
  Button,
  Field,
  FieldContextProvider,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  raiseUpper,
  type DateRangeValue,
  type FilterField,
  type RangeValue,
} from '../../client/list-filters';
import type { ListQuery } from '../../client/list-query';
import type { ResourceSchema } from '../../schema/resource';
import { enumText, fieldLabel, placeholderText } from '../field-text';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  text: { width: '200px' },
  select: { width: '170px' },
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  number: { width: '110px' },
  date: { width: '150px' },
  dash: { color: tokens.colorNeutralForeground3 },
  // The buttons line up with the inputs, below the labels.
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: '26px' },
});

const parseBound = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

const FilterControl = observer(function FilterControl({
  resource,
  query,
  filter,
}: {
  resource: ResourceSchema;
  query: ListQuery;
  filter: FilterField;
}) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const { name, kind, field } = filter;
  const label = fieldLabel(resource, name, t);
  const message = query.blockedBy.includes(name) ? placeholderText(field, label, t) : undefined;
  const fieldProps = {
    label,
    required: field.ui?.filterRequired === true,
    validationState: message ? ('error' as const) : ('none' as const),
    validationMessage: message,
  };
  const value = query.valueFor(name);

  if (kind === 'range' || kind === 'dateRange') {
    const [low, high] = (Array.isArray(value) ? value : [null, null]) as RangeValue | DateRangeValue;
    const isNumber = kind === 'range';
    const set = (next: [unknown, unknown]) => query.setValue(name, next as RangeValue | DateRangeValue);
    const settle = () => isNumber && set(raiseUpper(query.valueFor(name) as RangeValue));
    const bound = (position: 0 | 1) => {
      const current = position === 0 ? low : high;
      return (
        <Input
          className={isNumber ? styles.number : styles.date}
          type={isNumber ? 'number' : 'date'}
          aria-label={t(position === 0 ? 'engine:list.rangeFrom' : 'engine:list.rangeTo', { label })}
          placeholder={isNumber ? t(position === 0 ? 'engine:list.min' : 'engine:list.max') : undefined}
          value={current === null ? '' : String(current)}
          onChange={(_event, data) => {
            const parsed = isNumber ? parseBound(data.value) : data.value || null;
            set(position === 0 ? [parsed, high] : [low, parsed]);
          }}
          onBlur={settle}
        />
      );
    };
    // The Field names the pair; each input says which end it is.
    return (
      <Field {...fieldProps}>
        {() => (
          <div className={styles.range} role="group" aria-label={label}>
            <FieldContextProvider value={undefined}>
              {bound(0)}
              <span className={styles.dash} aria-hidden>
                –
              </span>
              {bound(1)}
            </FieldContextProvider>
          </div>
        )}
      </Field>
    );
  }

  const text = typeof value === 'string' ? value : '';
  if (kind === 'exact' && Array.isArray(field.enum) && field.ui?.labels) {
    return (
      <Field {...fieldProps}>
        <Select
          className={styles.select}
          value={text}
          onChange={(_event, data) => query.setValue(name, data.value)}
        >
          <option value="">{t('engine:list.all')}</option>
          {field.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {enumText(field, option, t)}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Field {...fieldProps}>
      <Input
        className={styles.text}
        value={text}
        onChange={(_event, data) => query.setValue(name, data.value)}
      />
    </Field>
  );
});

export const SearchForm = observer(function SearchForm({
  resource,
  query,
}: {
  resource: ResourceSchema;
  query: ListQuery;
}) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  if (query.filters.length === 0) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void query.search();
  };
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={t('engine:list.searchLabel')}
      onSubmit={onSubmit}
      noValidate
    >
      {query.filters.map((filter) => (
        <FilterControl key={filter.name} resource={resource} query={query} filter={filter} />
      ))}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('engine:list.search')}
        </Button>
        <Button icon={<ArrowResetRegular />} onClick={() => void query.reset()}>
          {t('engine:list.reset')}
        </Button>
      </div>
    </form>
  );
});
