// A number: a Fluent Input of type number. An emptied input stores no value; an integer field keeps
// whole numbers only, as its schema says.
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';

export function parseNumber(text: string, integer: boolean): number | undefined {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) return undefined;
  return integer ? Math.trunc(number) : number;
}

export function NumberWidget(props: WidgetProps) {
  const { value, schema, onChange } = props;
  const integer = schema.type === 'integer';
  const read = (text: string) => parseNumber(text, integer);
  return (
    <Input
      {...inputProps(props, read)}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(_event, data) => onChange(read(data.value))}
    />
  );
}
