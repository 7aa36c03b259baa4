// Two inputs for the ends of a range with a dash between: numbers, the upper raised to the lower once
// the user leaves an input (core spec §5, not while typing "15" past a lower 10), or calendar days.
// The list's range and dateRange filters and the numberRange widget share it. A group carries the
// field's name; each input says which end it is.
import { FieldContextProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from '../client/date-range';
import { raiseUpper, type RangeValue } from '../client/number-range';

const useStyles = makeStyles({
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  number: { width: '110px' },
  date: { width: '150px' },
  dash: { color: tokens.colorNeutralForeground3 },
});

type GroupNaming = Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'>;

interface CommonProps {
  /** The field's label, read out with each end ("Price from", "Price to"). */
  label: string;
  /** How the group is named: by the label itself, or by a Field's label element. */
  naming: GroupNaming;
  id?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  required?: boolean;
}

export type RangeInputsProps = CommonProps &
  (
    | { kind: 'number'; value: RangeValue; onChange(value: RangeValue): void }
    | { kind: 'date'; value: DateRangeValue; onChange(value: DateRangeValue): void }
  );

const parseBound = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

export function RangeInputs(props: RangeInputsProps) {
  const { label, naming, id, disabled, readOnly, invalid, required } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const isNumber = props.kind === 'number';
  const write = (position: 0 | 1, text: string) => {
    if (props.kind === 'number') {
      const next: RangeValue = [...props.value];
      next[position] = parseBound(text);
      props.onChange(next);
    } else {
      const next: DateRangeValue = [...props.value];
      next[position] = text === '' ? null : text;
      props.onChange(next);
    }
  };
  const settle = () => {
    if (props.kind !== 'number') return;
    const raised = raiseUpper(props.value);
    if (raised[1] !== props.value[1]) props.onChange(raised);
  };
  const bound = (position: 0 | 1) => {
    const current = props.value[position];
    return (
      <Input
        id={id && `${id}-${position === 0 ? 'from' : 'to'}`}
        className={isNumber ? styles.number : styles.date}
        type={isNumber ? 'number' : 'date'}
        aria-label={t(position === 0 ? 'engine:list.rangeFrom' : 'engine:list.rangeTo', { label })}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        placeholder={isNumber ? t(position === 0 ? 'engine:list.min' : 'engine:list.max') : undefined}
        value={current === null ? '' : String(current)}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(_event, data) => write(position, data.value)}
        onBlur={settle}
      />
    );
  };
  return (
    <div className={styles.range} role="group" id={id} {...naming}>
      {/* The group is named; each input keeps its own name, not the surrounding Field's. */}
      <FieldContextProvider value={undefined}>
        {bound(0)}
        <span className={styles.dash} aria-hidden>
          –
        </span>
        {bound(1)}
      </FieldContextProvider>
    </div>
  );
}
