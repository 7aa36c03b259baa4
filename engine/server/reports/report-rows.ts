// A part's statement rows made into the answer: each measure worked out from its components, the
// rows sorted (ties broken by the dimensions, so the order never changes between two reads), cut at
// the part's limit with what was cut summed into `rest`, and the totals row kept apart.
import { componentKey, measureValue, type Component } from './report-measures';
import type { ReportFigures, ReportRow } from '../../protocol/report';
import type { FactSource, ReportPart } from './report-types';
import { declared } from './declared';

type StatementRow = Record<string, unknown>;

const NUMERIC_FORMATS = new Set(['id', 'hour', 'number', 'count', 'money', 'percent']);

function dimensionValue(value: unknown, format: string): string | number | null {
  if (value === null || value === undefined) return null;
  return NUMERIC_FORMATS.has(format) ? Number(value) : String(value);
}

function componentValues(row: StatementRow, components: readonly Component[]): Map<string, number> {
  return new Map(components.map((component, i) => [componentKey(component), Number(row[`m${i}`] ?? 0)]));
}

function measuresRow(fact: FactSource, part: ReportPart, values: ReadonlyMap<string, number>): ReportRow {
  return Object.fromEntries(part.measures.map((name) => [name, measureValue(fact, name, values)]));
}

interface Detail {
  row: ReportRow;
  values: Map<string, number>;
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

function sorted(part: ReportPart, details: Detail[]): Detail[] {
  const dimensions = part.dimensions ?? [];
  const byDimensions = (a: Detail, b: Detail) => {
    for (const name of dimensions) {
      const order = compareValues(a.row[name] ?? null, b.row[name] ?? null);
      if (order !== 0) return order;
    }
    return 0;
  };
  const sort = part.sort;
  if (!sort) return [...details].sort(byDimensions);
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...details].sort((a, b) => {
    const first = a.row[sort.by] ?? null;
    const second = b.row[sort.by] ?? null;
    // Nothing (a ratio over nothing) goes last whichever way the rows run.
    if (first === null || second === null) return compareValues(first, second) || byDimensions(a, b);
    return sign * compareValues(first, second) || byDimensions(a, b);
  });
}

/** The rows beyond the limit, added up: only additive components, which the checker guarantees. */
function restOf(fact: FactSource, part: ReportPart, cut: Detail[], components: readonly Component[]) {
  const sums = new Map<string, number>();
  for (const { values } of cut)
    for (const component of components) {
      const key = componentKey(component);
      sums.set(key, (sums.get(key) ?? 0) + (values.get(key) ?? 0));
    }
  return measuresRow(fact, part, sums);
}

export function partFigures(
  fact: FactSource,
  part: ReportPart,
  components: readonly Component[],
  rows: readonly StatementRow[],
): ReportFigures {
  const dimensions = part.dimensions ?? [];
  let totals: ReportRow = measuresRow(fact, part, new Map());
  const details: Detail[] = [];
  for (const row of rows) {
    const values = componentValues(row, components);
    if (Number(row.g) !== 0) {
      totals = measuresRow(fact, part, values);
      continue;
    }
    const shown: ReportRow = {};
    dimensions.forEach((name, i) => {
      const dimension = declared(fact.dimensions, name, 'dimension');
      shown[name] = dimensionValue(row[`d${i}`], dimension.format);
      if (dimension.label) shown[`${name}Label`] = dimensionValue(row[`l${i}`], 'text');
    });
    details.push({ row: { ...shown, ...measuresRow(fact, part, values) }, values });
  }
  const ordered = sorted(part, details);
  const kept = part.limit === undefined ? ordered : ordered.slice(0, part.limit);
  const cut = ordered.slice(kept.length);
  return {
    rows: kept.map((detail) => detail.row),
    totals,
    ...(cut.length > 0 ? { rest: restOf(fact, part, cut, components) } : {}),
  };
}
