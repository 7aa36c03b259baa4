// The one-row search form (core spec §2.5, §5): one control per declared filter — text for
// `contains`, a select for an `exact` enum (else text), two numbers for `range` (the upper raised
// to the lower on blur), two dates for `dateRange` (pre-filled by `ui.defaultDays`) — then Search
// and Reset. A required filter left empty blocks the search and shows its message. Searches run at
// most once per form click throttle (core spec §9, 500 ms).
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from '../../client/date-range';
import type { FilterField } from '../../client/list-filters';
import type { ListQuery } from '../../client/list-query';
import type { RangeValue } from '../../client/number-range';
import { useClickThrottle } from '../../client/use-click-throttle';
import type { ResourceSchema } from '../../schema/resource';
import { RangeInputs } from '../../widgets/range-inputs';
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
  // The buttons line up with the inputs, below the labels.
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: '26px' },
});

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
    const pair = Array.isArray(value) ? value : ([null, null] as const);
    const common = { label, naming: { 'aria-label': label }, invalid: message !== undefined };
    // The Field shows the label and message; the group names the pair itself.
    return (
      <Field {...fieldProps}>
        {() =>
          kind === 'range' ? (
            <RangeInputs
              {...common}
              kind="number"
              value={pair as RangeValue}
              onChange={(next) => query.setValue(name, next)}
            />
          ) : (
            <RangeInputs
              {...common}
              kind="date"
              value={pair as DateRangeValue}
              onChange={(next) => query.setValue(name, next)}
            />
          )
        }
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
  const search = useClickThrottle(() => void query.search());
  if (query.filters.length === 0) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
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
