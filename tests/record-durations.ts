// `npm run test:durations [report]`: keeps the durations of a full run (this checkout's
// test-output/jest-all.json, as `npm test` writes it, or the report of another checkout's run, such
// as a fresh clone's CI) in tests/support/test-durations.json, which orders the next runs' files
// longest first (tests/support/test-sequencer.cjs). Whole seconds, and at least one, so a file's
// entry changes only when its time does. Files are keyed by their path in the checkout that ran
// them (the report's test-output/ is in its root), so another checkout's run keys them as this one.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FULL_RUN_NAME, jestReportPath } from './support/full-run-report';

const ROOT = resolve(__dirname, '..');
const REPORT = process.argv[2] ? resolve(process.argv[2]) : jestReportPath(ROOT, FULL_RUN_NAME);
const RAN_IN = dirname(dirname(REPORT));
const TARGET = join(ROOT, 'tests', 'support', 'test-durations.json');

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const durations: Record<string, number> = {};
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
for (const result of report.testResults) {
  const file = relative(RAN_IN, result.name);
  // A key outside the checkout would match no file and silently undo the order.
  if (file.startsWith('..'))
    throw new Error(`${result.name} is not under ${RAN_IN}: is ${REPORT} a full run's report?`);
  durations[file] = Math.max(1, Math.round((result.endTime - result.startTime) / 1000));
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(TARGET, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to ${relative(ROOT, TARGET)}`);
