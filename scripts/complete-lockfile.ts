// `npm run lock:complete`, after any change to the dependencies. The registry these machines reach
// serves only this platform's native builds, so npm leaves the other platforms' optional packages
// out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This records each
// missing optional package at its pinned version; npm skips them at install as it would anyway.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { missingOptionalEntries, type Lockfile } from './lockfile-gaps';

const path = resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
const missing = missingOptionalEntries(lock);
for (const { path: entry, version } of missing) lock.packages[entry] = { version, optional: true };
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${missing.length} optional platform package(s) recorded.`);
