// Before the browser tests: the server under test serves dist/client, so build it when any of its
// sources changed since the last build (the same check `npm start` makes).
import { readConfig, ROOT_DIR } from '../../server/config';
import { buildClientIfStale } from '../../server/web/client-build';

export default function globalSetup(): void {
  const result = buildClientIfStale(ROOT_DIR, readConfig().clientDir);
  console.log(`\nbrowser client: ${result === 'built' ? 'rebuilt' : 'up to date'}`);
}
