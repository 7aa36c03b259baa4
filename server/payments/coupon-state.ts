// A coupon's generation (business §4: not created → creating → created → downloaded) as the server
// moves it outside a caller's state action: the generation job marks it created, a download marks
// it downloaded. Each move is a version of the record with its audit row, made by the system (no
// actor) for the job, and only from the state it expects, so a late or repeated move changes nothing.
import type { Queryable } from '../../engine/server/db/database';
import { writeAudit } from '../../engine/server/resources/audit';

export const COUPON_TABLE = 'res_coupon';

export type GenerationStatus = 'notCreated' | 'creating' | 'created' | 'downloaded';

/** Moves the coupon from `from` to `to`; false when it was not in `from` (or is gone). */
export async function moveCoupon(
  tx: Queryable,
  couponId: number,
  from: GenerationStatus,
  to: GenerationStatus,
  actorId: number | null,
): Promise<boolean> {
  const { rows } = await tx.query<{ company_id: number; shop_id: number | null }>(
    `UPDATE ${COUPON_TABLE}
        SET data = jsonb_set(data, '{generationStatus}', to_jsonb($3::text)), version = version + 1,
            updated_at = now(), updated_by = $4
      WHERE id = $1 AND deleted_at IS NULL AND data->>'generationStatus' = $2
      RETURNING company_id, shop_id`,
    [couponId, from, to, actorId],
  );
  const row = rows[0];
  if (!row) return false;
  await writeAudit(tx, {
    resource: 'coupon',
    recordId: couponId,
    action: to === 'downloaded' ? 'download' : 'generated',
    actorId,
    companyId: row.company_id,
    shopId: row.shop_id,
    changes: { generationStatus: { before: from, after: to } },
  });
  return true;
}
