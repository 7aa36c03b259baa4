// Deleting records (a soft delete): first every reference pointing at them follows its declared
// rule (`refuse`, `cascade`, `clear`), across every resource, then the records are stamped deleted
// and each deletion is audited, all inside the caller's transaction.
import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { pointingAt } from './integrity';
import { tableName } from './naming';
import type { StoredRow } from './record-shape';
import { auditChanges } from './secrets';
import { SqlParams } from './sql-params';

/** Removes the deleted ids from the records a `clear` reference makes point at them. */
async function clearPointers(
  tx: Queryable,
  holder: ResourceSchema,
  field: string,
  pointing: StoredRow[],
  ids: number[],
  actor: Actor,
): Promise<void> {
  for (const row of pointing) {
    const current = row.data[field];
    const kept = Array.isArray(current) ? current.filter((id) => !ids.includes(id as number)) : undefined;
    // A single reference is removed, a list loses the deleted ids.
    const data = Object.fromEntries(Object.entries(row.data).filter(([name]) => name !== field));
    if (kept !== undefined) data[field] = kept;
    await tx.query(
      `UPDATE ${tableName(holder)} SET data = $1, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = $3`,
      [JSON.stringify(data), actor.userId, row.id],
    );
  }
}

/**
 * Applies the delete rules of every resource pointing at `rows`, then deletes them. `around` wraps
 * the deletion of each resource's records (cascades included), so their hooks see every deletion.
 */
export async function deleteWithRules(
  tx: Queryable,
  schemas: CheckedSchemas,
  resource: ResourceSchema,
  actor: Actor,
  rows: StoredRow[],
  around: (resource: ResourceSchema, rows: StoredRow[], remove: () => Promise<void>) => Promise<void>,
): Promise<void> {
  await around(resource, rows, async () => {
    const ids = rows.map((row) => row.id);
    for (const holder of schemas.resources) {
      for (const ref of holder.references ?? []) {
        if (ref.resource !== resource.name) continue;
        const params = new SqlParams();
        const pointing = (await tx.query<StoredRow>(pointingAt(holder, ref, ids, params), params.values))
          .rows;
        if (pointing.length === 0) continue;
        if (ref.onDelete === 'refuse')
          throw ref.message
            ? BusinessError.because(Status.referenced, ref.message)
            : new BusinessError(Status.referenced);
        if (ref.onDelete === 'clear') {
          await clearPointers(tx, holder, ref.field, pointing, ids, actor);
          continue;
        }
        const full = await tx.query<StoredRow>(
          `SELECT * FROM ${tableName(holder)} WHERE id = ANY($1::int[]) FOR UPDATE`,
          [pointing.map((row) => row.id)],
        );
        await deleteWithRules(tx, schemas, holder, actor, full.rows, around);
      }
    }
    await tx.query(
      `UPDATE ${tableName(resource)} SET deleted_at = now(), updated_by = $1 WHERE id = ANY($2::int[])`,
      [actor.userId, ids],
    );
    for (const row of rows) {
      await writeAudit(tx, {
        resource: resource.name,
        recordId: row.id,
        action: 'delete',
        actorId: actor.userId,
        companyId: row.company_id,
        shopId: row.shop_id,
        changes: auditChanges(resource, row.data, {}),
      });
    }
  });
}
