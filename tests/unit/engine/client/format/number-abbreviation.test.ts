import { abbreviateNumber } from '../../../../../engine/client/format/number-abbreviation';

describe('the number formatter (core spec §9)', () => {
  it('leaves numbers under a thousand as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('abbreviates by k, M, G, T, P and E', () => {
    expect(abbreviateNumber(1_000)).toBe('1k');
    expect(abbreviateNumber(1_250)).toBe('1.3k');
    expect(abbreviateNumber(2_000_000)).toBe('2M');
    expect(abbreviateNumber(3.4e9)).toBe('3.4G');
    expect(abbreviateNumber(5e12)).toBe('5T');
    expect(abbreviateNumber(6e15)).toBe('6P');
    expect(abbreviateNumber(7e18)).toBe('7E');
  });

  it('keeps the digits asked for, without trailing zeros', () => {
    expect(abbreviateNumber(1_234_567, 2)).toBe('1.23M');
    expect(abbreviateNumber(1_500_000, 3)).toBe('1.5M');
  });

  it('abbreviates losses too', () => {
    expect(abbreviateNumber(-12_500)).toBe('-12.5k');
  });
});
