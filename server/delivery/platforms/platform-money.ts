// Money between our integer cents and the decimals in major units that foodpanda ("38.50", sometimes
// 38.5 as a JSON number) and Keeta (`{ value: 9.5 }`) write, shared so both read an amount the same
// exact way: through its digits, never through floating arithmetic.
import type { Cents } from './platform-adapter';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "38.50", "38.5", "38" or 38.5 as cents; undefined for anything else (more than two decimals too). */
export function centsFromDecimal(value: unknown): Cents | undefined {
  const written = typeof value === 'number' ? String(value) : value;
  if (typeof written !== 'string') return undefined;
  const parts = DECIMAL.exec(written.trim());
  if (!parts) return undefined;
  const [, sign, units = '', fraction = ''] = parts;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign === '-' ? -cents : cents;
}

/** Cents as a decimal string in major units: 3850 → "38.50". */
export function decimalFromCents(cents: Cents): string {
  const whole = Math.abs(Math.trunc(cents));
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
