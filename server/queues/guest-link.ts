// The address of a shop's queue page (queue settings' `guestToken`, a server-held random token): the
// shop a token opens. Recreating it is engine/server/resources/recreate-token.ts.
import type { Queryable } from '../../engine/server/db/database';

/** The live shop whose queue page `token` opens; undefined for an unknown or recreated token. */
export async function shopOfGuestToken(db: Queryable, token: string): Promise<number | undefined> {
  const { rows } = await db.query<{ shopId: number }>(
    `SELECT q.shop_id AS "shopId" FROM res_queue_settings q
       JOIN res_shop s ON s.id = q.shop_id AND s.deleted_at IS NULL
      WHERE q.data->>'guestToken' = $1 AND q.deleted_at IS NULL`,
    [token],
  );
  return rows[0]?.shopId;
}
