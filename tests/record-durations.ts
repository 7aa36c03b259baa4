// `npm run test:durations`: keeps the durations of the last full run (test-output/jest-all.json, as
// `npm test` writes it) in tests/support/test-durations.json, which orders the next runs' files
// longest first (tests/support/test-sequencer.cjs). Whole seconds, and at least one, so a file's
// entry changes only when its time does.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FULL_RUN_NAME, jestReportPath } from './support/full-run-report';

const ROOT = resolve(__dirname, '..');
const REPORTS = [jestReportPath(ROOT, FULL_RUN_NAME)];
const TARGET = join(ROOT, 'tests', 'support', 'test-durations.json');

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const durations: Record<string, number> = {};
for (const file of REPORTS) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const result of report.testResults)
    durations[relative(ROOT, result.name)] = Math.max(
      1,
      Math.round((result.endTime - result.startTime) / 1000),
    );
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(TARGET, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to ${relative(ROOT, TARGET)}`);
