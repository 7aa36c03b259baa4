// Where a server's secret keys come from. On PostgreSQL they must be given (SECRET_KEYS), the same
// on every app server: a key made up by one server would leave the others unable to read what it
// sealed, and a lost key loses every secret, so the start refuses rather than guess. The embedded
// database is one machine's demo: it keeps a key of its own in its data folder, made on first start.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newKeyLine, parseKeyLines, SecretKeyring } from '../../engine/server';
import type { ServerConfig } from '../config';

export const KEY_FILE = 'secret-keys';

export const MISSING_KEYS =
  'SECRET_KEYS is not set. On PostgreSQL (DATABASE_URL) the server seals payment keys and other secrets ' +
  'with it, and every app server needs the same one. Make one with `npm run secrets -- new-key` and set ' +
  'SECRET_KEYS to the line it prints; keep a copy, since a lost key cannot be recovered.';

/** The embedded database's own key file, made (readable by this user only) if there is none. */
function dataFolderKeys(dataDir: string): string {
  const file = join(dataDir, KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: two starts racing on a new folder must not each write a different key.
    writeFileSync(file, `${newKeyLine()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8');
}

/** The keyring this server seals and opens secrets with; throws MISSING_KEYS on PostgreSQL without keys. */
export function resolveKeyring(
  config: Pick<ServerConfig, 'secretKeys' | 'databaseUrl' | 'dataDir'>,
): SecretKeyring {
  if (config.secretKeys) return new SecretKeyring(parseKeyLines(config.secretKeys));
  if (config.databaseUrl) throw new Error(MISSING_KEYS);
  const file = join(config.dataDir, KEY_FILE);
  return new SecretKeyring(parseKeyLines(dataFolderKeys(config.dataDir), file));
}
