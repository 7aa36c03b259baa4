// A server-held token field of a stored record (`generated: "token"`: a settings record's public
// address, say) replaced by a new one, after which the old one opens nothing, for good: no mapping
// from old to new is kept. The recreation is a change of the record: its version moves on and the
// audit trail records it as `recreate<Field>`, without the token itself.
import type { ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import { writeAudit } from './audit';
import { tableName } from './naming';
import type { StoredRow } from './record-shape';
import { newToken } from './server-held-values';

/** Replaces `field`'s token in the stored record (the row locked by the caller); answers the new one. */
export async function recreateToken(
  tx: Queryable,
  resource: ResourceSchema,
  row: StoredRow,
  field: string,
  actorId: number | null,
): Promise<string> {
  const token = newToken();
  await tx.query(
    `UPDATE ${tableName(resource)}
        SET data = jsonb_set(data, ARRAY[$4::text], to_jsonb($2::text)), version = version + 1,
            updated_at = now(), updated_by = $3
      WHERE id = $1`,
    [row.id, token, actorId, field],
  );
  await writeAudit(tx, {
    resource: resource.name,
    recordId: row.id,
    action: `recreate${field.charAt(0).toUpperCase()}${field.slice(1)}`,
    actorId,
    companyId: row.company_id,
    shopId: row.shop_id,
    changes: { [field]: { changed: true } },
  });
  return token;
}
