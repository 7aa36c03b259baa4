// A calendar day (`format: date`, YYYY-MM-DD): the browser's own date input in a Fluent Input,
// which every browser and screen reader already knows.
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type="date"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      onChange={(_event, data) => onChange(data.value === '' ? undefined : data.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
