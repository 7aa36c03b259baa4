import { mkdirSync } from 'node:fs';
import { migrate, openPgliteDatabase, openPostgresDatabase, readMigrations } from '../../engine/server';
import type { Database, MigrationReport } from '../../engine/server';
import { ROOT_DIR, type ServerConfig } from '../config';
import { resolve } from 'node:path';

export const MIGRATIONS_DIR = resolve(ROOT_DIR, 'server', 'migrations');

export interface DatabaseTarget {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  timeZone: string;
}

/** Where the configured server keeps its data: the URL, else the embedded database's folder. */
export function databaseTarget(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'timeZone'>,
): DatabaseTarget {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl, timeZone: config.timeZone }
    : { dataDir: config.dataDir, timeZone: config.timeZone };
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (in memory when undefined). */
export async function openDatabase({ databaseUrl, dataDir, timeZone }: DatabaseTarget): Promise<Database> {
  if (databaseUrl) return openPostgresDatabase(databaseUrl, timeZone);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPgliteDatabase(dataDir, timeZone);
}

export async function migrateDatabase(db: Database): Promise<MigrationReport> {
  return migrate(db, await readMigrations(MIGRATIONS_DIR));
}
