// The checks a report file passes before the server starts (docs/schemas.md "Reports"): the meta-
// schema, then the names it uses against the facts the application registered and the navigation's
// routes, and its labels in every language. Each problem names the file, the path in it and why,
// as the resource checker's do; `npm run schemas:check` and the server's start both refuse them.
import Ajv from 'ajv';
import type { SourceFile } from '../../schema/catalogue';
import type { CheckOptions, SchemaProblem } from '../../schema/checker';
import { baseMeasures, isRatio } from './report-measures';
import type { FactSource, FactSources, ReportDeclaration, ReportPart } from './report-types';
import metaSchema from './report.schema.json';
import { own } from './declared';

const matchesMeta = new Ajv({ allErrors: true, strict: false }).compile<ReportDeclaration>(metaSchema);

export interface ReportCheckContext extends CheckOptions {
  facts: FactSources;
  /** The navigation's page routes' names: a report opens on one of them, whose privilege it takes. */
  routes: ReadonlySet<string>;
}

export type ReportCheckResult =
  { ok: true; reports: Map<string, ReportDeclaration> } | { ok: false; problems: SchemaProblem[] };

const jsonPath = (pointer: string) => `$${pointer.replace(/\//g, '.')}`;

function labelProblems(file: string, path: string, key: string, context: CheckOptions): SchemaProblem[] {
  const missing = context.languages.filter((language) => !context.hasLabel(language, key));
  return missing.length === 0
    ? []
    : [{ file, path, reason: `label "${key}" is missing in ${missing.join(', ')}` }];
}

function partProblems(
  file: string,
  where: string,
  part: ReportPart,
  fact: FactSource,
  context: CheckOptions,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const problem = (path: string, reason: string) => problems.push({ file, path: `${where}${path}`, reason });
  problems.push(...labelProblems(file, `${where}.title`, part.title, context));
  part.measures.forEach((name, i) => {
    const measure = own(fact.measures, name);
    if (!measure) problem(`.measures[${i}]`, `fact "${part.fact}" has no measure "${name}"`);
    else problems.push(...labelProblems(file, `${where}.measures[${i}]`, measure.title, context));
  });
  (part.dimensions ?? []).forEach((name, i) => {
    const dimension = own(fact.dimensions, name);
    if (!dimension) {
      problem(`.dimensions[${i}]`, `fact "${part.fact}" has no dimension "${name}"`);
      return;
    }
    problems.push(...labelProblems(file, `${where}.dimensions[${i}]`, dimension.title, context));
    if (dimension.noneKey)
      problems.push(...labelProblems(file, `${where}.dimensions[${i}]`, dimension.noneKey, context));
    for (const code of dimension.labelKeys ? (dimension.codes ?? []) : [])
      problems.push(
        ...labelProblems(file, `${where}.dimensions[${i}]`, `${dimension.labelKeys}.${code}`, context),
      );
  });
  const sortable = [...part.measures, ...(part.dimensions ?? [])];
  if (part.sort && !sortable.includes(part.sort.by))
    problem('.sort.by', `"${part.sort.by}" is not one of the part's measures or dimensions`);
  if (part.limit !== undefined) {
    if (!part.sort) problem('.limit', 'a limit needs a sort: which rows come first must be declared');
    const distinct = baseMeasures(fact, part.measures).filter((name) => {
      const measure = own(fact.measures, name);
      return measure !== undefined && 'distinct' in measure;
    });
    if (distinct.length > 0)
      problem('.limit', `distinct counts (${distinct.join(', ')}) cannot be added up into the rows cut`);
  }
  for (const [name, values] of Object.entries(part.where ?? {})) {
    const filter = own(fact.filters, name);
    if (!filter) problem(`.where.${name}`, `fact "${part.fact}" has no filter "${name}"`);
    else
      values
        .filter((value) => !filter.values.includes(value))
        .forEach((value) =>
          problem(`.where.${name}`, `"${value}" is not one of ${filter.values.join(', ')}`),
        );
  }
  return problems;
}

function reportProblems(source: SourceFile<ReportDeclaration>, context: ReportCheckContext): SchemaProblem[] {
  const { file, content: report } = source;
  const problems: SchemaProblem[] = [];
  if (!file.endsWith(`/${report.name}.json`) && file !== `${report.name}.json`)
    problems.push({
      file,
      path: '$.name',
      reason: `the file of report "${report.name}" is ${report.name}.json`,
    });
  if (!context.routes.has(report.route))
    problems.push({
      file,
      path: '$.route',
      reason: `route "${report.route}" is not a page route of the navigation`,
    });
  problems.push(...labelProblems(file, '$.title', report.title, context));
  const names = new Set<string>();
  report.parts.forEach((part, i) => {
    const where = `$.parts[${i}]`;
    if (names.has(part.name))
      problems.push({ file, path: `${where}.name`, reason: `part "${part.name}" is declared twice` });
    names.add(part.name);
    const fact = own(context.facts, part.fact);
    if (!fact) {
      problems.push({ file, path: `${where}.fact`, reason: `no fact "${part.fact}" is registered` });
      return;
    }
    if (report.filters?.includes('scene') && !fact.scene)
      problems.push({ file, path: `${where}.fact`, reason: `fact "${part.fact}" has no scene to filter by` });
    problems.push(...partProblems(file, where, part, fact, context));
  });
  return problems;
}

/** What is wrong with the registered facts themselves: a ratio of what does not exist, a roll-up's stray name. */
export function factProblems(facts: FactSources, shownAs: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [name, fact] of Object.entries(facts)) {
    const problem = (path: string, reason: string) =>
      problems.push({ file: shownAs, path: `$.${name}${path}`, reason });
    for (const [measure, source] of Object.entries(fact.measures))
      if (isRatio(source))
        source.ratio
          .filter((side) => {
            const other = own(fact.measures, side);
            return !other || isRatio(other);
          })
          .forEach((side) =>
            problem(`.measures.${measure}`, `"${side}" is not a measure that is not a ratio`),
          );
    (fact.rollups ?? []).forEach((rollup, i) => {
      const stray = [
        ...Object.keys(rollup.dimensions).filter((key) => !own(fact.dimensions, key)),
        ...Object.keys(rollup.measures).filter((key) => {
          const measure = own(fact.measures, key);
          return !measure || isRatio(measure);
        }),
        ...Object.keys({ ...rollup.filters, ...rollup.holds }).filter((key) => !own(fact.filters, key)),
        ...(rollup.grain ?? []).filter((key) => own(rollup.dimensions, key) === undefined),
      ];
      if (stray.length > 0) problem(`.rollups[${i}]`, `names nothing of the fact: ${stray.join(', ')}`);
      const unanswered = (rollup.months?.dimensions ?? []).filter(
        (key) => own(rollup.dimensions, key) === undefined,
      );
      if (unanswered.length > 0)
        problem(`.rollups[${i}].months`, `answers what its roll-up does not: ${unanswered.join(', ')}`);
    });
  }
  return problems;
}

/** Checks every report file; the reports by name when all pass. */
export function checkReports(
  files: readonly SourceFile<unknown>[],
  context: ReportCheckContext,
): ReportCheckResult {
  const problems: SchemaProblem[] = [];
  const reports = new Map<string, ReportDeclaration>();
  for (const source of files) {
    if (!matchesMeta(source.content)) {
      for (const error of matchesMeta.errors ?? [])
        problems.push({
          file: source.file,
          path: jsonPath(error.instancePath),
          reason: error.message ?? 'is not valid',
        });
      continue;
    }
    const report = source.content;
    if (reports.has(report.name))
      problems.push({
        file: source.file,
        path: '$.name',
        reason: `report "${report.name}" is declared twice`,
      });
    problems.push(...reportProblems({ file: source.file, content: report }, context));
    reports.set(report.name, report);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, reports };
}
