// The ledger's source kinds of an order (docs/api.md "Point-of-sale ingest"): the points it earned,
// and the till's redemptions paid for it from a member's balance.
export const ORDER_POINTS_SOURCE = 'orderPoints';
export const REDEMPTION_SOURCE = 'posOrder';
