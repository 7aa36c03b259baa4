import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database';

export interface Migration {
  version: string;
  sql: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

// A fixed key for pg_advisory_xact_lock: every app server that starts at once waits here in turn.
const MIGRATION_LOCK_KEY = 7_302_114;
const FILE_PATTERN = /^(\d{4}_[a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files from a folder, in version order. */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(join(dir, name), 'utf8'),
    })),
  );
}

const checksum = (sql: string): string => createHash('sha256').update(sql).digest('hex');

/**
 * Applies the migrations not yet applied, all in one transaction under an advisory lock.
 * A migration whose text changed after it was applied is refused: history is append-only.
 */
export async function migrate(db: Database, migrations: Migration[]): Promise<MigrationReport> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migration',
    );
    const done = new Map(rows.map((row) => [row.version, row.checksum]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = done.get(migration.version);
      if (previous !== undefined) {
        if (previous !== checksum(migration.sql)) {
          throw new Error(`Migration ${migration.version} was changed after it was applied`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migration (version, checksum) VALUES ($1, $2)', [
        migration.version,
        checksum(migration.sql),
      ]);
      applied.push(migration.version);
    }
    return { applied, alreadyApplied: done.size };
  });
}
