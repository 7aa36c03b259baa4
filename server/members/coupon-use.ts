// A held coupon used at the till and given back (issue 24 item 1): a use is one row per till key,
// written with the coupon's count under the coupon's lock, so two tills can never both use a
// single-use coupon, the same key sent again answers the first outcome, and a key used for another
// coupon or order is refused. A use given back frees its coupon once, however often it is asked.
import type { Database, Queryable, SystemRecords } from '../../engine/server';
import { BusinessError, recordRelation } from '../../engine/server';
import { Status } from '../../engine/protocol';
import { heldCouponCode } from '../../protocol/held-coupons';
import type { PosCouponUse, PosHeldCoupon } from '../../protocol/pos-members';
import { HELD_COUPON_NAME, heldCouponsNamed } from './held-coupons';

interface HeldRow {
  id: string;
  couponId: number;
  accountStatus: string | null;
  expiresAt: Date;
  singleUse: boolean;
  uses: number;
}

/** The coupons the member may use now, soonest to expire first. */
export async function usableCoupons(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  memberId: number,
): Promise<PosHeldCoupon[]> {
  const { rows } = await q.query<
    Omit<PosHeldCoupon, 'heldCouponId' | 'code' | 'expiresAt'> & { id: string; expiresAt: Date }
  >(
    `SELECT h.id, ${HELD_COUPON_NAME} AS name, h.coupon_id AS "couponId", c.name AS "couponName", c.type AS "couponType",
            h.expires_at AS "expiresAt", h.single_use AS "singleUse", h.uses
       FROM ${heldCouponsNamed(records)}
      WHERE h.company_id = $1 AND h.member_id = $2 AND h.expires_at > now() AND NOT (h.single_use AND h.uses > 0)
      ORDER BY h.expires_at, h.id`,
    [companyId, memberId],
  );
  return rows.map(({ id, expiresAt, ...row }) => ({
    ...row,
    heldCouponId: Number(id),
    code: heldCouponCode(Number(id)),
    expiresAt: new Date(expiresAt).toISOString(),
  }));
}

const refused = (key: string) =>
  new BusinessError(Status.invalidInput, {}, [
    { field: 'heldCouponId', key, label: 'members:heldCoupons.coupon' },
  ]);

/** Uses the company's held coupon for an order, once per key. */
export async function useCoupon(
  db: Database,
  records: SystemRecords,
  companyId: number,
  use: { heldCouponId: number; shopId: number; orderId: string; key: string },
): Promise<PosCouponUse> {
  return db.transaction(async (tx) => {
    const members = recordRelation(records.resource('member'), ['accountStatus']);
    const { rows } = await tx.query<HeldRow>(
      `SELECT h.id, h.coupon_id AS "couponId", m."accountStatus", h.expires_at AS "expiresAt",
              h.single_use AS "singleUse", h.uses
         FROM held_coupon h LEFT JOIN ${members} m ON m.id = h.member_id
        WHERE h.company_id = $1 AND h.id = $2 FOR UPDATE OF h`,
      [companyId, use.heldCouponId],
    );
    const held = rows[0];
    if (!held) throw new BusinessError(Status.notFound);
    const answer = (uses: number, replayed: boolean): PosCouponUse => ({
      heldCouponId: use.heldCouponId,
      couponId: held.couponId,
      replayed,
      uses,
    });
    const before = await tx.query<{ heldCouponId: string; shopId: number; orderId: string }>(
      `SELECT held_coupon_id AS "heldCouponId", shop_id AS "shopId", order_id AS "orderId"
         FROM held_coupon_use WHERE company_id = $1 AND idempotency_key = $2`,
      [companyId, use.key],
    );
    const first = before.rows[0];
    if (first) {
      const same =
        Number(first.heldCouponId) === use.heldCouponId &&
        first.shopId === use.shopId &&
        first.orderId === use.orderId;
      if (!same) throw new BusinessError(Status.keyReused);
      return answer(held.uses, true);
    }
    // As his balance: a suspended member's coupons wait for his return.
    if (held.accountStatus === 'suspended') throw refused('members:messages.memberSuspended');
    if (held.singleUse && held.uses > 0) throw refused('members:messages.couponUsed');
    if (new Date(held.expiresAt).getTime() <= Date.now()) throw refused('members:messages.couponExpired');
    await tx.query(
      `INSERT INTO held_coupon_use (company_id, idempotency_key, held_coupon_id, shop_id, order_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [companyId, use.key, use.heldCouponId, use.shopId, use.orderId],
    );
    await tx.query(
      'UPDATE held_coupon SET uses = uses + 1, last_used_at = now() WHERE company_id = $1 AND id = $2',
      [companyId, use.heldCouponId],
    );
    return answer(held.uses + 1, false);
  });
}

/** Gives back the use made with `useKey` (its order refunded): the coupon's count goes down once. */
export async function giveBackCoupon(db: Database, companyId: number, useKey: string): Promise<PosCouponUse> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ heldCouponId: string; givenBack: boolean }>(
      `SELECT held_coupon_id AS "heldCouponId", given_back_at IS NOT NULL AS "givenBack"
         FROM held_coupon_use WHERE company_id = $1 AND idempotency_key = $2 FOR UPDATE`,
      [companyId, useKey],
    );
    const use = rows[0];
    if (!use) throw new BusinessError(Status.notFound);
    if (!use.givenBack) {
      await tx.query(
        'UPDATE held_coupon_use SET given_back_at = now() WHERE company_id = $1 AND idempotency_key = $2',
        [companyId, useKey],
      );
      await tx.query('UPDATE held_coupon SET uses = uses - 1 WHERE company_id = $1 AND id = $2', [
        companyId,
        use.heldCouponId,
      ]);
    }
    const held = await tx.query<{ couponId: number; uses: number }>(
      'SELECT coupon_id AS "couponId", uses FROM held_coupon WHERE company_id = $1 AND id = $2',
      [companyId, use.heldCouponId],
    );
    return {
      heldCouponId: Number(use.heldCouponId),
      couponId: held.rows[0]?.couponId ?? 0,
      replayed: use.givenBack,
      uses: held.rows[0]?.uses ?? 0,
    };
  });
}
