// Keeta's prices are decimals in the currency's unit (`{ value: 9.5, currency: "HKD" }`); ours are
// integer cents, read back through the decimal's digits (platform-money.ts).
import type { Cents } from './platform-adapter';

export interface KeetaPrice {
  value: number;
  currency: 'HKD';
}

/** Cents as Keeta's price: an integer over 100 prints back as the exact two-decimal number. */
export const keetaPrice = (amount: Cents): KeetaPrice => ({ value: amount / 100, currency: 'HKD' });
