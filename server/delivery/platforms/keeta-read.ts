// Keeta's own readers, on the shared ones (platform-json.ts): a text must not be empty, a count is a
// whole number from 1, a price is `{ value }` read as cents; `readOr` turns an Unreadable into a
// reason, so a malformed payload becomes an outcome, never an exception out of the adapter.
import { isJsonObject, Unreadable, unreadable } from './platform-json';
import { centsFromDecimal } from './platform-money';

/** The JSON in `text`, or undefined when there is none. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const text = (value: unknown, what: string): string =>
  typeof value === 'string' && value !== '' ? value : unreadable(`${what} is missing`);

export const count = (value: unknown, what: string): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : unreadable(`${what} is not a count`);

/** A Keeta price object's `value` in cents, never below zero. */
export const cents = (price: unknown, what: string): number => {
  const amount = centsFromDecimal(isJsonObject(price) ? price.value : undefined);
  return amount !== undefined && amount >= 0 ? amount : unreadable(`${what} is not an amount`);
};

/** What `read` makes of the payload, or why it could not. */
export function readOr<T>(read: () => T): { ok: true; value: T } | { ok: false; reason: string } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, reason: error.message };
    throw error;
  }
}
