// The product's report files (schemas/analytics), checked against the order facts: the server and
// `npm run schemas:check` refuse a broken one before anything runs it.
import type { CheckedSchemas } from '../../engine/schema';
import { loadCheckedReports, loadMessages } from '../../engine/server';
import type { Messages, ReportDeclaration } from '../../engine/server';
import { ROOT_DIR, type ServerConfig } from '../config';
import { REPORT_FACTS, REPORT_FACTS_FILE } from './report-facts';

export function loadProductReports(
  config: Pick<ServerConfig, 'schemasDir' | 'localesDir'>,
  schemas: CheckedSchemas,
  /** The texts the labels are checked against: a server passes those it already read. */
  messages: Messages = loadMessages(config.localesDir),
): Map<string, ReportDeclaration> {
  return loadCheckedReports({
    schemasDir: config.schemasDir,
    baseDir: ROOT_DIR,
    messages,
    facts: REPORT_FACTS,
    factsFile: REPORT_FACTS_FILE,
    schemas,
  });
}
