// `npm test`: every Jest project in one run (unit, API on each database, end-to-end in Chromium), with
// lint, formatting and type check beside it. Ends with one line
// `N passed, N failed` that counts checks and tests. Arguments go to a single Jest run as given.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setUpBrowser } from './support/browser-setup';
import { FULL_RUN_NAME, jestReportPath } from './support/full-run-report';

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

// One Jest run for the three projects, on more workers than the two cores: an API test waits on the
// database (and the restart tests on a dead server's heartbeat) much of the time, a browser test on
// its page's timers and transitions, and alone neither kind kept both cores busy. Files start
// longest first whatever their kind, so browser and API files fill each other's waits
// (docs/benchmarks.md "The test run"). JEST_WORKERS overrides the count.
const ENGINES = process.env.DATABASE_URL
  ? 'PGlite and PostgreSQL'
  : 'PGlite only (set DATABASE_URL for PostgreSQL too)';
const WORKERS = process.env.JEST_WORKERS ?? '4';
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
          name: FULL_RUN_NAME,
          title: `jest: unit, API on ${ENGINES}, and end-to-end in Chromium, on ${WORKERS} workers`,
          args: ['--selectProjects', 'unit', 'api', 'e2e', `--maxWorkers=${WORKERS}`],
          browser: true,
        },
      ];

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

interface Counts {
  passed: number;
  failed: number;
}

/** A run's counts from its report; a run without a readable report counts as one failure. */
function countsOf(report: string, exitCode: number | null): Counts {
  try {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
    const failed = counts.numFailedTests + counts.numRuntimeErrorTestSuites;
    return { passed: counts.numPassedTests, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Runs one Jest run to its end, its output shown as it comes, and counts its tests. */
function runJest(run: JestRun): Promise<Counts> {
  const report = jestReportPath(ROOT, run.name);
  return new Promise((done) => {
    const child = spawn(join(BIN, 'jest'), ['--json', `--outputFile=${report}`, ...run.args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', () => done({ passed: 0, failed: 1 }));
    child.on('close', (code) => done(countsOf(report, code)));
  });
}

/** The Jest runs one after another; a run whose browser cannot be set up counts as one failure. */
async function runJestRuns(browserReady: boolean): Promise<Counts> {
  const total = { passed: 0, failed: 0 };
  for (const run of JEST_RUNS) {
    console.log(`\n▶ ${run.title} (at ${Math.round(process.uptime())} s)`);
    const counts = run.browser && !browserReady ? { passed: 0, failed: 1 } : await runJest(run);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  return total;
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  // Before anything runs beside it: an install through apt blocks this process.
  let browserReady = true;
  if (JEST_RUNS.some((run) => run.browser)) {
    const browser = setUpBrowser();
    console.log(browser.ok ? `browser: ${browser.note}` : `✖ browser: ${browser.note}`);
    browserReady = browser.ok;
  }
  // The checks run beside the tests, which leave part of the two cores idle while they wait; their
  // output is held and shown after the tests'.
  console.log(`\n▶ ${CHECKS.map((check) => check.name).join(', ')}, beside the tests`);
  const checks = Promise.all(CHECKS.map(runCheck));
  const { passed: testsPassed, failed: testsFailed } = await runJestRuns(browserReady);
  let passed = testsPassed;
  let failed = testsFailed;
  console.log('');
  for (const { check, ok, output } of await checks) {
    process.stdout.write(output);
    console.log(ok ? `✔ ${check.name}` : `✖ ${check.name} failed`);
    if (ok) passed += 1;
    else failed += 1;
  }

  console.log(`\nnpm test took ${Math.round(process.uptime())} s`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
