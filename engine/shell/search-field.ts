// What the header search's field is drawn from, the same before Fluent's Combobox arrives with the
// header's popups (search-stand-in.tsx) and after (search-combobox.tsx).
import type { FluentSize } from '../client/control-size';

export interface SearchFieldProps {
  className: string;
  size: FluentSize;
  label: string;
  placeholder: string;
  /** The name of the magnifier, a button that opens and closes the results as in any combobox. */
  openLabel: string;
  value: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(value: string): void;
  onFocus(): void;
}
