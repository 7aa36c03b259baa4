// How the sales reports of membership analysis class a member's order (business §2
// /membership_analysis/sales_report): fixed when the ingest first names the order's member
// (order-member-snapshots.ts). The ingest runs the rules as SQL; a member's sign-up (server/events)
// asks the VIP one in TypeScript too, so it sits beside its SQL, and both are tested on one table.

/**
 * A member is new for the orders made within his first NEW_MEMBER_DAYS days after he signed up
 * (an order before his sign-up, a till's late one, is new too), existing after. A roll-up cannot
 * ask when the report's range starts, so "new" is the member's age as a member at the order.
 */
export const NEW_MEMBER_DAYS = 30;

/** Whether an order at `orderAtSql` is a new member's, who signed up at `signedUpAtSql` (trusted timestamps). */
export const newMemberSql = (signedUpAtSql: string, orderAtSql: string): string =>
  `(${orderAtSql} < ${signedUpAtSql} + interval '${NEW_MEMBER_DAYS} days')`;

/**
 * Whether a member was VIP on the order's business day: VIP, and his VIP-until (his last VIP day)
 * not before it; a VIP without a VIP-until holds it on any day.
 */
export const vipOn = (vip: boolean, vipUntil: string | null, day: string): boolean =>
  vip && (vipUntil === null || vipUntil >= day);

/** vipOn in SQL, over trusted expressions: a boolean, a date or null, and a date. */
export const vipOnSql = (vipSql: string, vipUntilSql: string, daySql: string): string =>
  `(COALESCE(${vipSql}, false) AND (${vipUntilSql} IS NULL OR ${vipUntilSql} >= ${daySql}))`;

/** The genders a member may give, and `unknown` for one who gave none. */
export const GENDERS = ['male', 'female', 'other', 'unknown'] as const;
