// The coupons a member holds, the list inside his detail (business §2 member detail, §4 "Coupon list
// filter: all, available, used, expired"): newest first, each with the membership coupon that
// gave it, the coupon it is, when it came and until when it is good, and where it stands now. A
// single-use coupon once used is used; any other is available until it expires.
import type { DetailListProvider, SystemRecords } from '../../engine/server';
import { recordRelation } from '../../engine/server';
import { HELD_COUPON_FILTERS, type HeldCouponFilter } from '../../protocol/held-coupons';

// Where a held coupon stands at now(), as SQL over held_coupon h.
const USED = 'h.single_use AND h.uses > 0';
const STANDING = `CASE WHEN ${USED} THEN 'used' WHEN h.expires_at <= now() THEN 'expired' ELSE 'available' END`;

/** A held coupon's name: its membership coupon's, else the one its grant kept (coupon-grants.ts). */
export const HELD_COUPON_NAME = 'COALESCE(d.name, h.name)';

/**
 * Held coupons `h` with the membership coupon that gave each (`d.name`; HELD_COUPON_NAME) and the payments coupon it is
 * (`c.name`, `c.type`), either deleted since or not: the FROM of every read that shows them.
 */
export function heldCouponsNamed(records: SystemRecords): string {
  const definitions = recordRelation(records.resource('memberCoupon'), ['name'], { deletedToo: true });
  const coupons = recordRelation(records.resource('coupon'), ['name', 'type'], { deletedToo: true });
  return `held_coupon h
    LEFT JOIN ${definitions} d ON d.id = h.member_coupon_id
    LEFT JOIN ${coupons} c ON c.id = h.coupon_id`;
}

const isFilter = (value: string | undefined): value is HeldCouponFilter =>
  HELD_COUPON_FILTERS.some((filter) => filter === value);

export function heldCoupons(records: SystemRecords): DetailListProvider {
  return async (q, { record, companyId, limit, offset, filter }) => {
    if (companyId === null || typeof record.id !== 'number') return { rows: [], total: 0 };
    const wanted = isFilter(filter) ? filter : 'all';
    const where = `h.company_id = $1 AND h.member_id = $2 AND ($3 = 'all' OR ${STANDING} = $3)`;
    const counted = await q.query<{ total: string }>(
      `SELECT count(*) AS total FROM held_coupon h WHERE ${where}`,
      [companyId, record.id, wanted],
    );
    const { rows } = await q.query<{
      name: string | null;
      coupon: string | null;
      couponType: string | null;
      issuedAt: Date;
      expiresAt: Date;
      standing: string;
      uses: number;
    }>(
      `SELECT ${HELD_COUPON_NAME} AS name, c.name AS coupon, c.type AS "couponType", h.issued_at AS "issuedAt",
              h.expires_at AS "expiresAt", ${STANDING} AS standing, h.uses
         FROM ${heldCouponsNamed(records)}
        WHERE ${where}
        ORDER BY h.issued_at DESC, h.id DESC
        LIMIT $4 OFFSET $5`,
      [companyId, record.id, wanted, limit, offset],
    );
    return {
      total: Number(counted.rows[0]?.total ?? 0),
      rows: rows.map((row) => ({
        ...row,
        issuedAt: new Date(row.issuedAt).toISOString(),
        expiresAt: new Date(row.expiresAt).toISOString(),
      })),
    };
  };
}
