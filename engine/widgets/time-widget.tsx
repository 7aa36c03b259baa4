// A time of day ("HH:mm", checked by the field's pattern): the browser's own time input in a Fluent
// Input, as the date widget does for days; keyboards, screen readers and phones all know it.
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';

/**
 * The input's text as the field's value: hours and minutes (a browser may add seconds when it
 * shows them), and an emptied input stores no value, so an empty field is absent rather than "".
 */
export function timeValue(text: string): string | undefined {
  return text === '' ? undefined : text.slice(0, 5);
}

export function TimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <Input
      {...inputProps(props, timeValue)}
      type="time"
      value={typeof value === 'string' ? value : ''}
      onChange={(_event, data) => onChange(timeValue(data.value))}
    />
  );
}
