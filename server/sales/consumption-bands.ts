// The bands the consumption analysis groups orders into (business §2 comsumption_analysis;
// docs/schemas.md "Reports"): how big the check was, how much each guest spent, and how many guests
// came. A band is a number, 1 for the lowest, so the bands sort in their own order; its label is
// `reports:{bands}.{number}`. Money bounds are in cents of the deployment's currency, set for Hong
// Kong restaurants (a café's breakfast set under HK$50, a dinner for four HK$500 and more); they
// double from one to the next, so a US deployment's dollar checks spread over the lower bands.

/** A set of bands: the lower bound of every band after the first, ascending. */
export interface Bands {
  /** The label key prefix of its band numbers. */
  labelKeys: string;
  bounds: readonly number[];
  /** SQL over the order (`o`) for band 0: no guest count, so a per-guest figure means nothing. */
  zeroWhen?: string;
}

/** Net sales of an order: under $50, $50-100, $100-200, $200-500, $500-1,000, $1,000 and over. */
export const CHECK_BANDS: Bands = {
  labelKeys: 'reports:checkBands',
  bounds: [5_000, 10_000, 20_000, 50_000, 100_000],
};

/** Net sales per guest: under $25, $25-50, $50-100, $100-200, $200-400, $400 and over. */
export const PER_GUEST_BANDS: Bands = {
  labelKeys: 'reports:perGuestBands',
  bounds: [2_500, 5_000, 10_000, 20_000, 40_000],
  zeroWhen: 'o.guests = 0',
};

/** Guests at an order: 1, 2, 3-4, 5-6, 7-10, 11 and more. */
export const PARTY_SIZES: Bands = {
  labelKeys: 'reports:partySizes',
  bounds: [2, 3, 5, 7, 11],
  zeroWhen: 'o.guests = 0',
};

/** How many bands a set has, band 0 not counted. */
export const bandCount = (bands: Bands): number => bands.bounds.length + 1;

/**
 * The band of `value` (an SQL expression) as SQL: 1 below the first bound, n from the (n-1)th on.
 * With `per`, the value is compared per unit of it (net sales per guest) by multiplying the bound,
 * so every comparison stays in whole numbers; where the set's `zeroWhen` holds, band 0.
 */
export function bandSql(bands: Bands, value: string, per?: string): string {
  const { zeroWhen } = bands;
  const below = bands.bounds.map(
    (bound, index) => `WHEN ${value} < ${per ? `${bound} * ${per}` : bound} THEN ${index + 1}`,
  );
  const zero = zeroWhen ? [`WHEN ${zeroWhen} THEN 0`] : [];
  return `CASE ${[...zero, ...below].join(' ')} ELSE ${bandCount(bands)} END`;
}
