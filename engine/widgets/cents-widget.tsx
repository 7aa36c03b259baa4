// Money held in integer cents (a balance edit's amount, as the ledger keeps it), typed and shown in
// the currency with at most two decimals. The typed text is kept as typed ("12." stays while the
// user goes on to "12.5"), and the field holds its cents: an emptied input holds no value.
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { formatPrice } from '../client/format/price-format';
import type { DisplayProps } from '../screens/detail/display-registry';
import { inputProps } from './input-props';

/** The cents of a typed amount; undefined when empty or not a number. */
export function centsOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
}

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value / 100) : '');
const bound = (limit: unknown) => (typeof limit === 'number' ? limit / 100 : undefined);

export function CentsWidget(props: WidgetProps) {
  const { value, schema, onChange } = props;
  const [typed, setTyped] = useState(() => textOf(value));
  // A value set from outside (a reset, a loaded record) replaces what was typed.
  const text = centsOf(typed) === value ? typed : textOf(value);
  return (
    <Input
      {...inputProps(props, centsOf)}
      type="number"
      inputMode="decimal"
      step={0.01}
      min={bound(schema.minimum)}
      max={bound(schema.maximum)}
      value={text}
      onChange={(_event, data) => {
        setTyped(data.value);
        onChange(centsOf(data.value));
      }}
    />
  );
}

/** A value in cents as a price ("$1,234.50"). */
export function CentsDisplay({ value }: DisplayProps) {
  return <>{typeof value === 'number' ? formatPrice(value / 100) : ''}</>;
}
