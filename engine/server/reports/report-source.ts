// The report files the server runs: schemas/analytics/*.json beside the resource schemas, checked
// against the application's facts and the navigation's page routes. A broken file stops the start
// (and `npm run schemas:check`) with every problem listed, as a broken resource file does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CheckedSchemas, SourceFile } from '../../schema/catalogue';
import { formatProblems } from '../../schema/checker';
import { REPORTS_FOLDER } from '../../schema/loader';
import { LANGUAGES, type Messages } from '../messages';
import { SchemaCheckError } from '../schema-source';
import { checkReports, factProblems } from './report-checker';
import type { FactSources, ReportDeclaration } from './report-types';

function reportFiles(schemasDir: string, baseDir: string): SourceFile<unknown>[] {
  const dir = join(schemasDir, REPORTS_FOLDER);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = relative(baseDir, join(dir, name));
      try {
        return { file, content: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown };
      } catch (error) {
        throw new SchemaCheckError(
          `${file}: not readable JSON (${error instanceof Error ? error.message : error})`,
        );
      }
    });
}

export interface ReportSourceOptions {
  schemasDir: string;
  baseDir: string;
  messages: Messages;
  facts: FactSources;
  /** Where the facts are registered, as problems with them name it. */
  factsFile: string;
  schemas: CheckedSchemas;
}

/** The checked reports by name; throws listing every problem of the files or the facts. */
export function loadCheckedReports(options: ReportSourceOptions): Map<string, ReportDeclaration> {
  const { messages } = options;
  const result = checkReports(reportFiles(options.schemasDir, options.baseDir), {
    languages: LANGUAGES,
    hasLabel: (language, key) => messages.has(language as (typeof LANGUAGES)[number], key),
    facts: options.facts,
    routes: new Set(options.schemas.pages.map((page) => page.name)),
  });
  const problems = [...factProblems(options.facts, options.factsFile), ...(result.ok ? [] : result.problems)];
  if (problems.length > 0 || !result.ok)
    throw new SchemaCheckError(`The reports are not valid:\n${formatProblems(problems)}`);
  return result.reports;
}
