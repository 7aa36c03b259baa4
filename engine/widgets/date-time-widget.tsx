// A moment (`format: date-time`): the browser's own date-and-time input, in the user's clock. The
// field holds an RFC 3339 time with the offset it was chosen in ("2026-11-22T18:30:00+08:00"), so the
// server and every other screen read the same moment whatever their own time zone.
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';

const two = (n: number) => String(n).padStart(2, '0');

/** The offset of `date` in this browser's zone, as "+08:00". */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
}

/** The input's "YYYY-MM-DDTHH:mm" (local) as the field's value; an emptied input stores nothing. */
export function momentValue(text: string): string | undefined {
  if (text === '') return undefined;
  const local = new Date(text);
  if (Number.isNaN(local.getTime())) return undefined;
  return `${text.slice(0, 16)}:00${offsetOf(local)}`;
}

/** A stored moment as the input shows it: the same instant on this browser's clock. */
export function momentInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function DateTimeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <Input
      {...inputProps(props, momentValue)}
      type="datetime-local"
      value={momentInput(value)}
      onChange={(_event, data) => onChange(momentValue(data.value))}
    />
  );
}
