// `npm run secrets -- new-key`: prints a fresh SECRET_KEYS entry. `npm run secrets -- rotate`: after a
// new key was put first in SECRET_KEYS (the old ones still listed), re-seals every stored secret
// with it, so the old keys can be dropped (docs/architecture.md "Encrypted fields").
import { newKeyLine, resealSecrets } from '../../engine/server';
import { readConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/open-database';
import { resolveKeyring } from '../secrets/keyring-source';
import { loadProductSchemas } from '../schemas';

const USAGE = 'usage: npm run secrets -- new-key | rotate';

async function rotate(): Promise<void> {
  const config = readConfig();
  const keyring = resolveKeyring(config);
  const db = await openDatabase(databaseTarget(config));
  try {
    const { resealed } = await resealSecrets(db, loadProductSchemas(config).resources, keyring);
    const total = Object.values(resealed).reduce((sum, count) => sum + count, 0);
    console.log(`Re-sealed ${total} secret(s) with key "${keyring.currentId}".`);
    for (const [resource, count] of Object.entries(resealed))
      if (count > 0) console.log(`  ${resource}: ${count}`);
  } finally {
    await db.close();
  }
}

async function run(command: string | undefined): Promise<void> {
  if (command === 'new-key') console.log(newKeyLine());
  else if (command === 'rotate') await rotate();
  else throw new Error(USAGE);
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
