import { formatPrice } from '../../../../../engine/client/format/price-format';

describe('the price format (core spec §9)', () => {
  it('puts $ before the amount, with cents', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(12.5)).toBe('$12.50');
  });

  it('separates thousands with commas', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatPrice(100_000)).toBe('$100,000.00');
  });

  it('signs a negative amount before the $, and never shows -$0.00', () => {
    expect(formatPrice(-3)).toBe('-$3.00');
    expect(formatPrice(-0.001)).toBe('$0.00');
  });

  it('shows nothing for what is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
