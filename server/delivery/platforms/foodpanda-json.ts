// foodpanda's own readers, on the shared ones (platform-json.ts): a text must not be blank, a quantity
// is a whole number from 1, an amount is a decimal in major units ("38.50") read as cents.
import type { Cents } from './platform-adapter';
import { Unreadable, unreadable } from './platform-json';
import { centsFromDecimal } from './platform-money';

export const text = (value: unknown, field: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : unreadable(`${field} is missing`);

export const quantity = (value: unknown, field: string): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? value
    : unreadable(`${field} is not a quantity`);

export const cents = (value: unknown, field: string): Cents =>
  centsFromDecimal(value) ?? unreadable(`${field} is not an amount`);

/** The reason an Unreadable gives; anything else thrown is a bug, and says so. */
export const unreadableReason = (error: unknown): string =>
  error instanceof Unreadable ? error.message : `unexpected error: ${String(error)}`;
