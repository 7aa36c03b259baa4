// Before the browser tests: the server under test serves dist/client, so build it when any of its
// sources changed since the last build (the same check `npm start` makes); and the run's database
// templates, which every test server starts from (tests/support/database-templates.ts).
import { readConfig, ROOT_DIR } from '../../server/config';
import { buildClientIfStale } from '../../server/web/client-build';
import { makeTemplates } from '../support/database-templates';

export default async function globalSetup(): Promise<void> {
  const result = buildClientIfStale(ROOT_DIR, readConfig().clientDir);
  console.log(`\nbrowser client: ${result === 'built' ? 'rebuilt' : 'up to date'}`);
  await makeTemplates();
}
