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

/** Entries written in one statement (an import's rows: import-batch.ts), in the same transaction. */
export async function writeAudits(db: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: AuditEntry) => T) => entries.map(pick);
  await db.query(
    `INSERT INTO audit_log (resource, record_id, action, actor_id, company_id, shop_id, changes)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::jsonb[])`,
    [
      column((entry) => entry.resource),
      column((entry) => entry.recordId),
      column((entry) => entry.action),
      column((entry) => entry.actorId),
      column((entry) => entry.companyId),
      column((entry) => entry.shopId),
      column((entry) => JSON.stringify(entry.changes)),
    ],
    // Planned once per connection: every write writes one.
    { prepared: true },
  );
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  return writeAudits(db, [entry]);
}
