// The ledger's source kinds of the ingest's points (docs/api.md "Point-of-sale ingest"): the points an order
// earned, the till's redemptions paid for it from a member's balance, and a member's visit points.
export const ORDER_POINTS_SOURCE = 'orderPoints';
export const REDEMPTION_SOURCE = 'posOrder';
// A member's visit points (visit-points.ts), one source per member: his visits are counted together.
export const VISIT_POINTS_SOURCE = 'memberVisits';
