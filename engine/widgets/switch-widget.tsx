// A yes/no setting: a Fluent Switch carrying the field's label beside it, as settings lists do; in a
// row (`ui:label` false) the column heading shows the label and the Field names the switch.
import { Switch } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

export function SwitchWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, disabled, readonly, autofocus, onChange, onBlur, onFocus } =
    props;
  return (
    <Switch
      id={id}
      name={htmlName ?? id}
      checked={value === true}
      label={hideLabel ? undefined : label}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_event, data) => onChange(data.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
