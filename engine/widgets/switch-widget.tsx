// A yes/no setting: a Fluent Switch carrying the field's label beside it, as settings lists do.
import { Switch } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

export function SwitchWidget(props: WidgetProps) {
  const { id, htmlName, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <Switch
      id={id}
      name={htmlName ?? id}
      checked={value === true}
      label={label}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_event, data) => onChange(data.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
