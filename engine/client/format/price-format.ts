// Core spec §9 price format: a "$" before the amount, thousands separated by commas, and the cents
// always shown, so a column of prices lines up (1234.5 reads $1,234.50; -3 reads -$3.00).

/** Whole digits grouped by three with commas (the template's toThousandFilter). */
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  // A negative amount that rounds to zero cents is no debt: "$0.00", not "-$0.00".
  const sign = value < 0 && `${whole}${cents}` !== '000' ? '-' : '';
  return `${sign}$${withThousands(whole)}.${cents}`;
}
