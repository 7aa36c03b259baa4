// A member's store redemptions, newest first: the detail list "storeRedemptions" of his record
// (schemas/members/member.json), each as it was redeemed (name, points, postage, coupons given).
import type { DetailListProvider } from '../../../engine/server';

export const storeRedemptions: DetailListProvider = async (q, { record, companyId, limit, offset }) => {
  if (companyId === null || typeof record.id !== 'number') return { rows: [], total: 0 };
  const counted = await q.query<{ total: string }>(
    'SELECT count(*) AS total FROM store_redemption WHERE company_id = $1 AND member_id = $2',
    [companyId, record.id],
  );
  const { rows } = await q.query<{
    at: Date;
    kind: string;
    name: string;
    points: number;
    postage: number;
    coupons: number;
  }>(
    `SELECT redeemed_at AS at, entry_kind AS kind, name, points, postage, coupons
       FROM store_redemption WHERE company_id = $1 AND member_id = $2
      ORDER BY redeemed_at DESC, idempotency_key
      LIMIT $3 OFFSET $4`,
    [companyId, record.id, limit, offset],
  );
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    rows: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
  };
};
