// One choice among an enum's values, shown by their labels (`ui.labels`, given as rjsf enumNames): a
// Fluent Select, whose native list suits keyboards, screen readers and phones alike.
import { Select } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    placeholder,
    disabled,
    readonly,
    autofocus,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  const pick = (raw: string) => (raw === '' ? undefined : choices[Number(raw)]?.value);
  return (
    <Select
      id={id}
      name={htmlName ?? id}
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_event, data) => onChange(pick(data.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice, position) => (
        <option key={String(choice.value)} value={String(position)}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
