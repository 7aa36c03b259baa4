import type { Queryable } from '../db/database';

/** Per field: the values before and after, or for a secret only that it changed. */
export type Changes = Record<string, { before?: unknown; after?: unknown; changed?: true }>;

/** Field-by-field differences between two data documents; unchanged fields are left out. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[name]) === JSON.stringify(after[name])) continue;
    changes[name] = {};
    if (name in before) changes[name].before = before[name];
    if (name in after) changes[name].after = after[name];
  }
  return changes;
}

export interface AuditEntry {
  resource: string;
  recordId: number;
  action: string;
  actorId: number | null;
  companyId: number | null;
  shopId: number | null;
  changes: Changes;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (resource, record_id, action, actor_id, company_id, shop_id, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.resource,
      entry.recordId,
      entry.action,
      entry.actorId,
      entry.companyId,
      entry.shopId,
      JSON.stringify(entry.changes),
    ],
  );
}
