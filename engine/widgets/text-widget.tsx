// One line of text (also rjsf's fallback for strings): a Fluent Input. An emptied input stores no
// value, so an empty field is absent rather than "".
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps, textOrUndefined } from './input-props';

export function TextWidget(props: WidgetProps) {
  const { value, schema, onChange } = props;
  return (
    <Input
      {...inputProps(props)}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      type={schema.format === 'email' ? 'email' : 'text'}
      onChange={(_event, data) => onChange(textOrUndefined(data.value))}
    />
  );
}
