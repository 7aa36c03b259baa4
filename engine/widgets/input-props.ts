import type { WidgetProps } from '@rjsf/utils';

type ElementEvent = { target: { value: string } };

/**
 * What every text-like widget hands its Fluent control the same way: identity, placeholder, the
 * disabled and read-only states, focus, and blur and focus reported to rjsf with the value as
 * `read` turns the typed text into the field's value.
 */
export function inputProps(props: WidgetProps, read: (text: string) => unknown = (text) => text) {
  const { id, htmlName, placeholder, disabled, readonly, autofocus, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName ?? id,
    placeholder,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    onBlur: (event: ElementEvent) => onBlur(id, read(event.target.value)),
    onFocus: (event: ElementEvent) => onFocus(id, read(event.target.value)),
  };
}

/** An emptied text control stores no value, so an empty field is absent rather than "". */
export const textOrUndefined = (text: string): string | undefined => (text === '' ? undefined : text);
