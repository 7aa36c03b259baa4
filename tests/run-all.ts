// `npm test`: lint, formatting and type check side by side, then every Jest project (unit and API on
// each database on three workers, then end-to-end in Chromium on two). Ends with one line
// `N passed, N failed` that counts checks and tests. Arguments go to a single Jest run as given.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setUpBrowser } from './support/browser-setup';

const ROOT = resolve(__dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const OUTPUT = join(ROOT, 'test-output');

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

/** Runs a check with its output held back, so checks side by side print one after another. */
function runCheck(check: Check): Promise<{ check: Check; ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(check.command, check.args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ check, ok: false, output: output + String(error) }));
    child.on('close', (code) => done({ check, ok: code === 0, output }));
  });
}

interface JestRun {
  /** Names the run's report, test-output/jest-<name>.json. */
  name: string;
  title: string;
  args: string[];
  /** Drives Chromium: its browser is set up first. */
  browser?: boolean;
}

// More workers than the two cores: an API test waits on the database (and the restart tests on a
// dead server's heartbeat) much of the time, and a browser test on its page's timers and
// transitions, so fewer leave a core idle (docs/benchmarks.md "The test run").
const ENGINES = process.env.DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set DATABASE_URL for PostgreSQL too)';
const JEST_RUNS: JestRun[] =
  process.argv.length > 2
    ? [
        {
          name: 'results',
          title: 'jest',
          args: process.argv.slice(2),
          browser: process.argv.slice(2).some((arg) => arg.includes('e2e')),
        },
      ]
    : [
        {
          name: 'unit-api',
          title: `jest: unit, and API on ${ENGINES}`,
          args: ['--selectProjects', 'unit', 'api', '--maxWorkers=3'],
        },
        {
          name: 'e2e',
          title: 'jest: end-to-end in Chromium',
          args: ['--selectProjects', 'e2e', '--maxWorkers=2'],
          browser: true,
        },
      ];

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

/** Runs one Jest run and counts its tests; a run without a readable report counts as one failure. */
function runJest(run: JestRun): { passed: number; failed: number } {
  const report = join(OUTPUT, `jest-${run.name}.json`);
  const result = spawnSync(join(BIN, 'jest'), ['--json', `--outputFile=${report}`, ...run.args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  try {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
    const failed = counts.numFailedTests + counts.numRuntimeErrorTestSuites;
    return { passed: counts.numPassedTests, failed: failed === 0 && result.status !== 0 ? 1 : failed };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function main(): Promise<void> {
  let passed = 0;
  let failed = 0;
  console.log(`\n▶ ${CHECKS.map((check) => check.name).join(', ')}, side by side`);
  for (const { check, ok, output } of await Promise.all(CHECKS.map(runCheck))) {
    process.stdout.write(output);
    console.log(ok ? `✔ ${check.name}` : `✖ ${check.name} failed`);
    if (ok) passed += 1;
    else failed += 1;
  }

  mkdirSync(OUTPUT, { recursive: true });
  for (const run of JEST_RUNS) {
    console.log(`\n▶ ${run.title} (at ${Math.round(process.uptime())} s)`);
    if (run.browser) {
      const browser = setUpBrowser();
      console.log(browser.ok ? `browser: ${browser.note}` : `✖ browser: ${browser.note}`);
      if (!browser.ok) {
        failed += 1;
        continue;
      }
    }
    const counts = runJest(run);
    passed += counts.passed;
    failed += counts.failed;
  }

  console.log(`\nnpm test took ${Math.round(process.uptime())} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
