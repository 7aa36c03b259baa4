// A `[min, max]` pair of numbers (`"widget": "numberRange"` on an array field): two number inputs,
// the upper raised to the lower when it falls below it (core spec §5). An end left empty is held as
// null, so a required range with an empty end counts as empty (core spec §5); both ends emptied
// store no value.
import { useFieldControlProps_unstable, type FieldControlProps } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import type { RangeValue } from '../client/number-range';
import { RangeInputs } from './range-inputs';

/** The stored value as a range; anything else (absent, damaged) reads as two empty ends. */
export function asRange(value: unknown): RangeValue {
  if (!Array.isArray(value)) return [null, null];
  const end = (item: unknown) => (typeof item === 'number' && Number.isFinite(item) ? item : null);
  return [end(value[0]), end(value[1])];
}

export function NumberRangeWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange } = props;
  // The Field's label names the group, its message describes it.
  const field = useFieldControlProps_unstable<FieldControlProps>({ id }, { supportsLabelFor: false });
  return (
    <RangeInputs
      kind="number"
      id={id}
      label={label}
      naming={{ 'aria-labelledby': field['aria-labelledby'], 'aria-describedby': field['aria-describedby'] }}
      invalid={Boolean(field['aria-invalid'])}
      required={Boolean(field['aria-required'])}
      disabled={disabled}
      readOnly={readonly}
      value={asRange(value)}
      onChange={(next) => onChange(next.every((end) => end === null) ? undefined : next)}
    />
  );
}
