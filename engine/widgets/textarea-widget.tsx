// Several lines of text: a Fluent Textarea that grows downward only.
import { Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps, textOrUndefined } from './input-props';

export function TextareaWidget(props: WidgetProps) {
  const { value, schema, onChange } = props;
  return (
    <Textarea
      {...inputProps(props)}
      value={typeof value === 'string' ? value : ''}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      resize="vertical"
      rows={4}
      onChange={(_event, data) => onChange(textOrUndefined(data.value))}
    />
  );
}
