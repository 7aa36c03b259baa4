// The consumption analysis's bands of an order, restated from docs/schemas.md "Reports"
// (Consumption analysis) apart from the server's code: a band is its number, 1 for the lowest; money
// in cents. An order with no guest count is band 0 of the per-guest bands and of the party sizes.

/** A band's number: 1 below the first bound, one more for each bound the value reaches. */
const band = (value: number, bounds: readonly number[]) =>
  1 + bounds.filter((bound) => value >= bound).length;

/** Net sales under $50, $50–100, $100–200, $200–500, $500–1,000, $1,000 and over. */
export const checkBand = (netSales: number) => band(netSales, [5_000, 10_000, 20_000, 50_000, 100_000]);

/**
 * Net sales per guest under $25, $25–50, $50–100, $100–200, $200–400, $400 and over; compared as
 * net sales against the bound times the guests, so no division rounds a check across a bound.
 */
export const perGuestBand = (netSales: number, guests: number) =>
  guests === 0
    ? 0
    : 1 + [2_500, 5_000, 10_000, 20_000, 40_000].filter((bound) => netSales >= bound * guests).length;

/** Guests 1, 2, 3–4, 5–6, 7–10, 11 and more. */
export const partySize = (guests: number) => (guests === 0 ? 0 : band(guests, [2, 3, 5, 7, 11]));
