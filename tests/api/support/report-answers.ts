// Reading a report's answer in the report tests: a part by its name, and a breakdown's rows (with
// those cut beyond its limit) added up measure by measure, to hold against the part's totals.
import type { PartAnswer, ReportAnswer, ReportRow } from '../../../engine/protocol/report';
import type { ReportDeclaration } from '../../../engine/server/reports/report-types';
import { REPORT_FACTS } from '../../../server/sales/report-facts';

export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

export const part = (answer: ReportAnswer, name: string): PartAnswer => {
  const found = answer.parts.find((each) => each.name === name);
  if (!found) throw new Error(`no part ${name}`);
  return found;
};

/** The rows and what was cut beyond the limit, added up measure by measure. */
export function added(figures: { rows: ReportRow[]; rest?: ReportRow }, measure: string): number {
  return [...figures.rows, ...(figures.rest ? [figures.rest] : [])].reduce(
    (sum, row) => sum + Number(row[measure]),
    0,
  );
}

/** A sum or a count adds up over rows; an average, a ratio or a distinct count does not. */
function additive(fact: string, measure: string): boolean {
  const source = REPORT_FACTS[fact]?.measures[measure];
  return source !== undefined && ('sum' in source || 'count' in source);
}

/**
 * Every additive measure of every part broken down by a dimension, in the answer and its
 * comparison: where it is, its rows added up, and the part's total, which must be equal.
 */
export function breakdowns(report: ReportDeclaration, answer: ReportAnswer) {
  return report.parts
    .filter((declared) => (declared.dimensions ?? []).length > 0)
    .flatMap((declared) => {
      const each = part(answer, declared.name);
      const compare = present(each.compare, `${each.name}'s comparison`);
      return declared.measures
        .filter((measure) => additive(declared.fact, measure))
        .flatMap((measure) => [
          {
            where: [report.name, each.name, measure],
            added: added(each, measure),
            total: each.totals[measure],
          },
          {
            where: [report.name, each.name, measure, compare.window],
            added: added(compare, measure),
            total: compare.totals[measure],
          },
        ]);
    });
}
