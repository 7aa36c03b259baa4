// Key rotation's second step (secret-keyring.ts): every encrypted value sealed with an older key is
// opened and sealed again with the current one, so the old key can then leave SECRET_KEYS. Each
// record is re-sealed in its own short transaction under a row lock; it is not an edit, so neither
// the version, the stamps nor the audit trail change. Run again, it finds nothing left to do.
import type { ResourceSchema } from '../../schema/resource';
import { encryptedFieldNames } from '../../schema/secret-fields';
import type { Database } from '../db/database';
import { tableName } from '../resources/naming';
import { partitionCondition } from '../resources/partition';
import { sealPlace, type SealedValue } from '../resources/secrets';
import { SqlParams } from '../resources/sql-params';
import { SecretKeyring } from './secret-keyring';

type Data = Record<string, unknown>;

export interface ResealReport {
  /** Values sealed again with the current key, by resource. */
  resealed: Record<string, number>;
}

/** The record's encrypted values re-sealed with the current key; null when all already were. */
function resealed(keyring: SecretKeyring, resource: ResourceSchema, data: Data): [Data, number] | null {
  let count = 0;
  const next: Data = { ...data };
  for (const name of encryptedFieldNames(resource)) {
    const stored = data[name] as SealedValue | undefined;
    if (!stored || SecretKeyring.keyIdOf(stored.sealed) === keyring.currentId) continue;
    const place = sealPlace(resource, name);
    next[name] = { sealed: keyring.seal(keyring.open(stored.sealed, place), place), mask: stored.mask };
    count += 1;
  }
  return count > 0 ? [next, count] : null;
}

async function resealResource(
  db: Database,
  keyring: SecretKeyring,
  resource: ResourceSchema,
): Promise<number> {
  const params = new SqlParams();
  const partition = partitionCondition(resource, params);
  const table = tableName(resource);
  // Deleted records too: a restore must not meet a key that is gone.
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${table}${partition ? ` WHERE ${partition}` : ''} ORDER BY id`,
    params.values,
  );
  let count = 0;
  for (const { id } of rows) {
    count += await db.transaction(async (tx) => {
      const locked = await tx.query<{ data: Data }>(`SELECT data FROM ${table} WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      const change = locked.rows[0] && resealed(keyring, resource, locked.rows[0].data);
      if (!change) return 0;
      await tx.query(`UPDATE ${table} SET data = $1 WHERE id = $2`, [JSON.stringify(change[0]), id]);
      return change[1];
    });
  }
  return count;
}

/** Re-seals every encrypted value of every resource with the keyring's current key. */
export async function resealSecrets(
  db: Database,
  resources: readonly ResourceSchema[],
  keyring: SecretKeyring,
): Promise<ResealReport> {
  const report: ResealReport = { resealed: {} };
  for (const resource of resources) {
    if (encryptedFieldNames(resource).length === 0) continue;
    report.resealed[resource.name] = await resealResource(db, keyring, resource);
  }
  return report;
}
