/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { missingOptionalEntries, type Lockfile } from '../../../scripts/lockfile-gaps';

// `npm ci` on a fresh machine refuses a lock file missing other platforms' optional packages.
it('records every pinned optional package, so npm ci accepts the lock file (npm run lock:complete)', () => {
  const lock = JSON.parse(
    readFileSync(resolve(__dirname, '..', '..', '..', 'package-lock.json'), 'utf8'),
  ) as Lockfile;
  expect(missingOptionalEntries(lock)).toEqual([]);
});
