// Where a part's answer departs from the figures worked out from the orders (expected-figures.ts):
// its totals, each row against the group of facts it stands for, the groups no row shows (there
// must be none, or they are what `rest` adds up), the rows with `rest` adding up to the totals, and
// the declared order. Answered as readable lines, so one failing test names every difference.
import type { ReportFigures, ReportRow } from '../../../engine/protocol/report';
import type { ReportPart } from '../../../engine/server/reports/report-types';
import { groupKey, type ExpectedPart } from './expected-figures';

type Cell = ReportRow[string];

function differences(where: string, answered: ReportRow, expected: ReportRow, measures: readonly string[]) {
  return measures.flatMap((name) =>
    answered[name] === expected[name]
      ? []
      : [`${where} ${name}: answered ${answered[name]}, expected ${expected[name]}`],
  );
}

/** Whether `a` may come before `b` in the declared direction; nothing (null) comes last. */
function inOrder(a: Cell | undefined, b: Cell | undefined, direction: 'asc' | 'desc'): boolean {
  if (a === null || a === undefined) return b === null || b === undefined;
  if (b === null || b === undefined || a === b) return true;
  return a < b === (direction === 'asc');
}

/** Every difference between `figures`, answered for `part`, and what its facts make it. */
export function figureProblems(
  where: string,
  part: ReportPart,
  figures: ReportFigures,
  expected: ExpectedPart,
): string[] {
  const dimensions = part.dimensions ?? [];
  const problems = differences(`${where} totals`, figures.totals, expected.totals, part.measures);
  // Figures without a breakdown are their totals alone.
  if (dimensions.length === 0) return problems;
  const shown = new Set<string>();
  for (const row of figures.rows) {
    const key = groupKey(dimensions.map((name) => row[name] ?? null));
    const group = expected.groups.get(key);
    if (!group || shown.has(key))
      problems.push(`${where} row ${key}: no such group of facts, or shown twice`);
    else problems.push(...differences(`${where} row ${key}`, row, expected.measuresOf(group), part.measures));
    shown.add(key);
  }
  const cut = [...expected.groups].filter(([key]) => !shown.has(key));
  if (part.limit === undefined || figures.rows.length < part.limit)
    problems.push(...cut.map(([key]) => `${where} row ${key}: missing`));
  if (cut.length > 0 && part.limit !== undefined) {
    const rest = expected.measuresOf(cut.flatMap(([, rows]) => rows));
    problems.push(...differences(`${where} rest`, figures.rest ?? {}, rest, part.measures));
  } else if (figures.rest) problems.push(`${where} rest: answered though no row was cut`);
  const all = [...figures.rows, ...(figures.rest ? [figures.rest] : [])];
  for (const measure of part.measures.filter(expected.additive)) {
    const added = all.reduce((total, row) => total + Number(row[measure]), 0);
    if (added !== figures.totals[measure])
      problems.push(
        `${where} ${measure}: the rows add up to ${added}, the total is ${figures.totals[measure]}`,
      );
  }
  const sort = part.sort;
  if (sort) {
    const values = figures.rows.map((row) => row[sort.by]);
    values.forEach((value, i) => {
      if (i > 0 && !inOrder(values[i - 1], value, sort.direction))
        problems.push(`${where} rows out of ${sort.by} ${sort.direction} order at row ${i}`);
    });
    // No group cut beyond the limit sorts before the last row shown.
    const last = values.at(-1);
    for (const [key, rows] of cut) {
      const value = part.measures.includes(sort.by)
        ? expected.measuresOf(rows)[sort.by]
        : JSON.parse(key)[dimensions.indexOf(sort.by)];
      if (values.length > 0 && !inOrder(last, value, sort.direction))
        problems.push(`${where} row ${key} was cut though it sorts before the last row shown`);
    }
  }
  return problems;
}
