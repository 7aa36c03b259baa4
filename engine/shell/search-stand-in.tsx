// The header search's field as Fluent's Combobox draws it, by the Combobox's own styles so not a
// pixel differs, until the Combobox arrives with the header's popups: a plain input, so what is
// typed meanwhile stays, and the Combobox takes the value and the focus over (use-stand-in.ts).
import { useComboboxStyles_unstable, type ComboboxState } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { KeyboardEvent, RefObject } from 'react';
import type { SearchFieldProps } from './search-field';

export interface SearchStandInProps extends SearchFieldProps {
  ref: RefObject<HTMLInputElement | null>;
  onPointerEnter(): void;
  onBlur(): void;
}

/** The class names the Combobox gives its root, input and magnifier, closed and enabled. */
function useComboboxLook(size: SearchFieldProps['size'], className: string) {
  const look = useComboboxStyles_unstable({
    appearance: 'outline',
    size,
    open: false,
    showClearIcon: false,
    root: { className },
    input: {},
    expandIcon: {},
  } as ComboboxState);
  return { root: look.root.className, input: look.input.className, icon: look.expandIcon?.className };
}

export function SearchStandIn({
  ref,
  className,
  size,
  label,
  placeholder,
  openLabel,
  value,
  open,
  onOpenChange,
  onChange,
  onFocus,
  onPointerEnter,
  onBlur,
}: SearchStandInProps) {
  const look = useComboboxLook(size, className);
  // As the Combobox's magnifier: it toggles the results and leaves the focus in the field.
  const toggle = () => {
    onOpenChange(!open);
    ref.current?.focus();
  };
  return (
    <div className={look.root} onPointerEnter={onPointerEnter}>
      <input
        ref={ref}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-label={label}
        placeholder={placeholder}
        className={look.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <span
        role="button"
        tabIndex={0}
        aria-expanded={false}
        aria-label={openLabel}
        className={look.icon}
        onMouseDown={(event) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          toggle();
        }}
      >
        <SearchRegular />
      </span>
    </div>
  );
}
