// `npm test`: lint, formatting, type check, then every Jest project (unit, API on each database,
// end-to-end in Chromium). Ends with one line `N passed, N failed` that counts checks and tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const JEST_REPORT = join(ROOT, 'test-output', 'jest-results.json');

interface Check {
  name: string;
  command: string;
  args: string[];
}

const CHECKS: Check[] = [
  { name: 'lint (eslint)', command: join(BIN, 'eslint'), args: ['.', '--max-warnings', '0'] },
  {
    name: 'format (prettier)',
    command: join(BIN, 'prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  { name: 'type check (tsc)', command: join(BIN, 'tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
];

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return result.status ?? 1;
}

let passed = 0;
let failed = 0;
for (const check of CHECKS) {
  console.log(`\n▶ ${check.name}`);
  if (run(check.command, check.args) === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✖ ${check.name} failed`);
  }
}

mkdirSync(join(ROOT, 'test-output'), { recursive: true });
const engines = process.env.DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set DATABASE_URL for PostgreSQL too)';
console.log(`\n▶ jest: unit, api (${engines}), e2e`);
const jestExit = run(join(BIN, 'jest'), ['--json', `--outputFile=${JEST_REPORT}`, ...process.argv.slice(2)]);
try {
  const report = JSON.parse(readFileSync(JEST_REPORT, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
} catch {
  failed += 1;
}
if (jestExit !== 0 && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
