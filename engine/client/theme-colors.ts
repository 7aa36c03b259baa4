// The theme colours of the settings panel (core spec §2.4 "theme colour", §3 "Theme colour option"):
// the default and the ten named options, valued 1 to 10 in the spec's order.

export const DEFAULT_THEME_COLOR = '#5a9bc5';

export interface ThemeColorOption {
  value: number;
  /** Key under `shell:themeColors`. */
  name: string;
  hex: string;
}

export const THEME_COLOR_OPTIONS: readonly ThemeColorOption[] = [
  { value: 1, name: 'black', hex: '#303133' },
  { value: 2, name: 'darkBlue', hex: '#1e3a8a' },
  { value: 3, name: 'blue', hex: '#1890ff' },
  { value: 4, name: 'darkGreen', hex: '#1b5e20' },
  { value: 5, name: 'green', hex: '#43a047' },
  { value: 6, name: 'yellow', hex: '#fadb14' },
  { value: 7, name: 'golden', hex: '#daa520' },
  { value: 8, name: 'orange', hex: '#fa8c16' },
  { value: 9, name: 'red', hex: '#f5222d' },
  { value: 10, name: 'pink', hex: '#eb2f96' },
];

/** A colour as `#rrggbb`, the one form the settings store and the theme ramp take. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}
