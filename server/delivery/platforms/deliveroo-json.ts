// Deliveroo's own readers, on the shared ones (platform-json.ts): each reads one field of a record by
// its key and throws naming it. Money is Deliveroo's `{ fractional, currency_code }`, the amount in
// the currency's minor unit (research §1.6), so HKD cents are the integer `fractional` as it is:
// nothing to round.
import { objectOf, Unreadable, unreadable, type JsonObject } from './platform-json';

export type JsonRecord = Readonly<JsonObject>;

export interface DeliverooMoney {
  /** The amount in the currency's minor unit (HK cents). */
  fractional: number;
  currency_code: string;
}

/** The only currency our shops sell in (PlatformMenu's `currency`). */
const CURRENCY = 'HKD';

export function textOf(record: JsonRecord, key: string): string {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : unreadable(`${key} is not a non-empty string`);
}

/** A text Deliveroo may leave out, send as null or as an empty string. */
export function optionalTextOf(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : unreadable(`${key} is not a string`);
}

export function countOf(record: JsonRecord, key: string): number {
  const value = record[key];
  return Number.isSafeInteger(value) && (value as number) >= 0
    ? (value as number)
    : unreadable(`${key} is not a count`);
}

/** A money field in cents; `whenAbsent` for the amounts Deliveroo leaves out when nothing (a discount). */
export function centsOf(record: JsonRecord, key: string, whenAbsent?: number): number {
  if (record[key] === undefined && whenAbsent !== undefined) return whenAbsent;
  const money = objectOf(record[key], key);
  if (money.currency_code !== CURRENCY) throw new Unreadable(`${key} is not in ${CURRENCY}`);
  if (!Number.isSafeInteger(money.fractional))
    throw new Unreadable(`${key}.fractional is not a whole amount`);
  return money.fractional as number;
}

/** What a reader's throw says. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
