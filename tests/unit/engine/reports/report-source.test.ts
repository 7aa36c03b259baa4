// The report files as the server loads them at start (engine/server/reports/report-source.ts): the
// product's pass, and a broken one stops the start naming its file, path and reason.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMessages } from '../../../../engine/server/messages';
import { loadCheckedReports } from '../../../../engine/server/reports/report-source';
import { loadCheckedSchemas } from '../../../../engine/server/schema-source';
import { ROOT_DIR } from '../../../../server/config';
import { REPORT_FACTS, REPORT_FACTS_FILE } from '../../../../server/sales/report-facts';

const messages = loadMessages(join(ROOT_DIR, 'locales'));
const schemas = loadCheckedSchemas(join(ROOT_DIR, 'schemas'), ROOT_DIR, messages);
const load = (schemasDir: string, baseDir = ROOT_DIR) =>
  loadCheckedReports({
    schemasDir,
    baseDir,
    messages,
    facts: REPORT_FACTS,
    factsFile: REPORT_FACTS_FILE,
    schemas,
  });

describe('the report files at start', () => {
  it('loads the product’s reports, each on its route', () => {
    const reports = load(join(ROOT_DIR, 'schemas'));
    expect(reports.get('home')?.route).toBe('home');
    expect(reports.get('sales_report')?.route).toBe('sales_report');
  });

  it('refuses a broken file, naming it, the path inside it and why', () => {
    const base = mkdtempSync(join(tmpdir(), 'brigade-reports-'));
    const schemasDir = join(base, 'schemas');
    cpSync(join(ROOT_DIR, 'schemas', 'analytics'), join(schemasDir, 'analytics'), { recursive: true });
    const broken = { name: 'broken', title: 'reports:reports.home', route: 'home', parts: [] };
    writeFileSync(join(schemasDir, 'analytics', 'broken.json'), JSON.stringify(broken));
    expect(() => load(schemasDir, base)).toThrow(
      'schemas/analytics/broken.json: $.parts: must NOT have fewer than 1 items',
    );
    writeFileSync(join(schemasDir, 'analytics', 'broken.json'), '{ not json');
    expect(() => load(schemasDir, base)).toThrow(/schemas\/analytics\/broken.json: not readable JSON/);
  });
});
