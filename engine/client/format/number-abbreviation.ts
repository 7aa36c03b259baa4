// Core spec §9 number formatter (the template's numberFormatter): 1200 reads 1.2k, then M, G, T, P
// and E for each further thousand; trailing zeros of the fraction are dropped (2.0M reads 2M).

const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

export function abbreviateNumber(value: number, digits: number = 1): string {
  const size = Math.abs(value);
  const unit = UNITS.find((candidate) => size >= candidate.value);
  if (!unit) return String(value);
  const scaled = (value / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  return `${scaled}${unit.symbol}`;
}
