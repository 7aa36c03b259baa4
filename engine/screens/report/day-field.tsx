// One of the restaurants' calendar days (YYYY-MM-DD) a report or a record list is asked about.
import { Field, Input } from '@fluentui/react-components';

export interface DayFieldProps {
  label: string;
  value: string;
  onChange(day: string): void;
}

export function DayField({ label, value, onChange }: DayFieldProps) {
  return (
    <Field label={label}>
      <Input type="date" value={value} onChange={(_event, data) => data.value && onChange(data.value)} />
    </Field>
  );
}
