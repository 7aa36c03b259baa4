// How the sales reports of membership analysis class a member's order (business §2
// /membership_analysis/sales_report): fixed when the ingest first names the order's member
// (order-member-snapshots.ts). Each rule is here twice, in TypeScript for its unit test and as the
// SQL the ingest runs, side by side so they change together.

/**
 * A member is new for the orders made within his first NEW_MEMBER_DAYS days after he signed up
 * (an order before his sign-up, a till's late one, is new too), existing after. A roll-up cannot
 * ask when the report's range starts, so "new" is the member's age as a member at the order.
 */
export const NEW_MEMBER_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whether an order made at `orderAt` is a new member's, he having signed up at `signedUpAt` (ms). */
export const isNewMember = (signedUpAt: number, orderAt: number): boolean =>
  orderAt < signedUpAt + NEW_MEMBER_DAYS * DAY_MS;

/** isNewMember in SQL, over two trusted timestamp expressions. */
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
