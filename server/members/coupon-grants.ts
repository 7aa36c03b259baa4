// Coupons given to a member by something he did (issue 24): a top-up's gift, a coupon bought in the
// points store, a full stamp card's reward. Written inside the caller's transaction (the ledger's,
// or the card's), one row per grant key, so a replay or a concurrent twin grants nothing again.
import type { Queryable } from '../../engine/server';

export const GRANT_ORIGINS = ['topUp', 'store', 'stamps', 'marketing'] as const;
export type GrantOrigin = (typeof GRANT_ORIGINS)[number];

export interface CouponGrant {
  origin: GrantOrigin;
  /** Unique per company: what gave it and its place there (`topUp:<ledger key>:0`). */
  key: string;
  memberId: number;
  /** The payments coupon given: what it is worth and where it applies. */
  couponId: number;
  /** The membership coupon defining it (a top-up's gift), or none... */
  memberCouponId?: number;
  /** ...and then the name it shows (the store entry's, the reward's), kept as it was. */
  name?: string;
  singleUse: boolean;
  issuedAt: Date;
  expiresAt: Date;
}

/** Writes the grants not written before; answers how many were new. */
export async function grantCoupons(
  q: Queryable,
  companyId: number,
  grants: readonly CouponGrant[],
): Promise<number> {
  if (grants.length === 0) return 0;
  const { rows } = await q.query<{ given: string }>(
    `WITH given AS (
       INSERT INTO held_coupon (company_id, origin, grant_key, member_id, coupon_id, member_coupon_id, name,
                                single_use, issued_at, expires_at)
       SELECT $1, g.origin, g.key, g.member, g.coupon, g.definition, g.name, g.single_use, g.issued_at, g.expires_at
         FROM jsonb_to_recordset($2::jsonb) AS g(origin text, key text, member integer, coupon integer,
              definition integer, name text, single_use boolean, issued_at timestamptz, expires_at timestamptz)
       ON CONFLICT (company_id, grant_key) DO NOTHING
       RETURNING 1
     )
     SELECT count(*) AS given FROM given`,
    [
      companyId,
      JSON.stringify(
        grants.map((grant) => ({
          origin: grant.origin,
          key: grant.key,
          member: grant.memberId,
          coupon: grant.couponId,
          definition: grant.memberCouponId ?? null,
          name: grant.name ?? null,
          single_use: grant.singleUse,
          issued_at: grant.issuedAt.toISOString(),
          expires_at: grant.expiresAt.toISOString(),
        })),
      ),
    ],
  );
  return Number(rows[0]?.given ?? 0);
}
