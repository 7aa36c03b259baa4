// The address of a shop's queue page (queue settings' `guestToken`, a server-held random token):
// the shop a token opens, and a new token in place of the old one, which then opens nothing, for
// good (no mapping from old to new is kept). The recreation is a change of the settings record:
// its version moves on and the audit trail records it.
import type { ResourceSchema } from '../../engine/schema/resource';
import type { Queryable } from '../../engine/server/db/database';
import { writeAudit } from '../../engine/server/resources/audit';
import type { StoredRow } from '../../engine/server/resources/record-shape';
import { newToken } from '../../engine/server/resources/server-held-values';

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

/** Replaces the stored settings' token (the row locked by the caller); answers the new one. */
export async function recreateGuestToken(
  tx: Queryable,
  resource: ResourceSchema,
  row: StoredRow,
  actorId: number | null,
): Promise<string> {
  const token = newToken();
  await tx.query(
    `UPDATE res_queue_settings
        SET data = jsonb_set(data, '{guestToken}', to_jsonb($2::text)), version = version + 1,
            updated_at = now(), updated_by = $3
      WHERE id = $1`,
    [row.id, token, actorId],
  );
  await writeAudit(tx, {
    resource: resource.name,
    recordId: row.id,
    action: 'recreateGuestToken',
    actorId,
    companyId: row.company_id,
    shopId: row.shop_id,
    changes: { guestToken: { changed: true } },
  });
  return token;
}
