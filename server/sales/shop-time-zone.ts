// The time zone a shop counts its business days in: its own (schemas/merchant/shop.json
// `timeZone`, for a chain across zones) or else the deployment's TIME_ZONE.
import type { Queryable } from '../../engine/server/db/database';

export async function shopTimeZone(db: Queryable, shopId: number, deployment: string): Promise<string> {
  const { rows } = await db.query<{ zone: string | null }>(
    `SELECT data->>'timeZone' AS zone FROM res_shop WHERE id = $1`,
    [shopId],
  );
  return rows[0]?.zone ?? deployment;
}
