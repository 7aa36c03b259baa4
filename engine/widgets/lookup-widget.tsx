// A reference to records of another resource (`ui.lookup`), chosen by their labels: a Fluent
// Combobox that searches the referenced resource as the user types. An integer field holds one id;
// an array of integers holds several, each shown as a tag that can be removed.
import { Combobox, Option, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idsOf, lookupHint } from '../client/lookup-query';
import { inputProps } from './input-props';
import { useLookupLabels } from './use-lookup-labels';
import { useLookupSearch } from './use-lookup-search';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

// rjsf takes a widget only as a plain function, not as observer's memo: the observing part sits inside.
export function LookupWidget(props: WidgetProps) {
  return <LookupCombobox {...props} />;
}

const LookupCombobox = observer(function LookupCombobox(props: WidgetProps) {
  const { name, value, schema, options, label, disabled, readonly, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const hint = lookupHint(options.lookup, name);
  const several = schema.type === 'array';
  const chosen = idsOf(value);
  const labels = useLookupLabels(hint, chosen);
  const [open, setOpen] = useState(false);
  // What the user typed since the list opened; null shows the choice itself.
  const [typed, setTyped] = useState<string | null>(null);
  const found = useLookupSearch(hint, open, typed ?? '');
  const labelOf = (id: number) => labels.labelOf(id) ?? '';
  const locked = disabled || readonly;

  const choose = (selected: readonly string[]) => {
    const ids = selected.map(Number);
    // An emptied choice stores no value, so an empty field is absent rather than [].
    onChange(several ? (ids.length > 0 ? ids : undefined) : ids[0]);
  };

  return (
    <div className={styles.root}>
      <Combobox
        {...inputProps(props, () => value)}
        disabled={locked}
        multiselect={several}
        clearable={!several}
        value={typed ?? (several || chosen[0] === undefined ? '' : labelOf(chosen[0]))}
        selectedOptions={chosen.map(String)}
        onChange={(event) => setTyped(event.target.value)}
        onOpenChange={(_event, data) => {
          setOpen(data.open);
          if (!data.open) setTyped(null);
        }}
        onOptionSelect={(_event, data) => {
          choose(data.selectedOptions);
          // A pick shows the choice; typing over a single choice clears it but keeps what was typed.
          if (data.optionValue !== undefined) setTyped(null);
        }}
      >
        {found === null || found.length === 0 ? (
          <Option disabled value="" text="">
            {found === null ? t('common:loading') : t('engine:lookup.noMatches')}
          </Option>
        ) : (
          found.map((option) => (
            <Option key={option.id} value={String(option.id)} text={option.label}>
              {option.label}
            </Option>
          ))
        )}
      </Combobox>
      {several && chosen.length > 0 && (
        <TagGroup
          className={styles.tags}
          aria-label={label}
          disabled={locked}
          onDismiss={(_event, data) => choose(chosen.map(String).filter((id) => id !== data.value))}
        >
          {chosen.map((id) => (
            <Tag
              key={id}
              value={String(id)}
              dismissible
              dismissIcon={{ 'aria-label': t('engine:form.removeItem') }}
            >
              {labelOf(id)}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
});
