// The address of a shop's pickup screen (`displayToken`, a server-held random token): a new token
// in place of the old one, which then opens nothing, for good (no mapping from old to new is kept).
// The recreation is a change of the settings record: its version moves on and the audit trail
// records it, without the token itself.
import type { ResourceSchema } from '../../engine/schema/resource';
import type { Queryable } from '../../engine/server/db/database';
import { writeAudit } from '../../engine/server/resources/audit';
import { tableName } from '../../engine/server/resources/naming';
import type { StoredRow } from '../../engine/server/resources/record-shape';
import { newToken } from '../../engine/server/resources/server-held-values';

/** Replaces the stored settings' token (the row locked by the caller); answers the new one. */
export async function recreateDisplayToken(
  tx: Queryable,
  resource: ResourceSchema,
  row: StoredRow,
  actorId: number | null,
): Promise<string> {
  const token = newToken();
  await tx.query(
    `UPDATE ${tableName(resource)}
        SET data = jsonb_set(data, '{displayToken}', to_jsonb($2::text)), version = version + 1,
            updated_at = now(), updated_by = $3
      WHERE id = $1`,
    [row.id, token, actorId],
  );
  await writeAudit(tx, {
    resource: resource.name,
    recordId: row.id,
    action: 'recreateDisplayToken',
    actorId,
    companyId: row.company_id,
    shopId: row.shop_id,
    changes: { displayToken: { changed: true } },
  });
  return token;
}
