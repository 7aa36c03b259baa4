// A part's measures as the SQL must read them: each measure that is not a ratio becomes one or two
// additive columns (an average its sum and its count), so a roll-up answers it from sums and every
// ratio or average is worked out from the same figures as the rows it divides, never averaged again.
import type { FactSource, MeasureSource } from './report-types';
import { own } from './declared';

/** One column of the statement: a measure's aggregate, or half of an average. */
export interface Component {
  measure: string;
  part: 'value' | 'sum' | 'count';
  /** Whether rows can be added up: a distinct count cannot. */
  additive: boolean;
}

export const isRatio = (source: MeasureSource): source is Extract<MeasureSource, { ratio: unknown }> =>
  'ratio' in source;

/** The measures a part's measures are computed from (a ratio's two sides), each once, in order. */
export function baseMeasures(fact: FactSource, names: readonly string[]): string[] {
  const bases: string[] = [];
  const add = (name: string) => {
    if (!bases.includes(name)) bases.push(name);
  };
  for (const name of names) {
    const source = own(fact.measures, name);
    if (source && isRatio(source)) source.ratio.forEach(add);
    else add(name);
  }
  return bases;
}

/** The statement's columns for these base measures. */
export function componentsOf(fact: FactSource, bases: readonly string[]): Component[] {
  return bases.flatMap((measure): Component[] => {
    const source = fact.measures[measure];
    if (source && 'avg' in source)
      return [
        { measure, part: 'sum', additive: true },
        { measure, part: 'count', additive: true },
      ];
    return [{ measure, part: 'value', additive: !(source && 'distinct' in source) }];
  });
}

/** A component's aggregate over the fact's own rows. */
export function rawAggregate(source: MeasureSource, part: Component['part']): string {
  if ('sum' in source) return `COALESCE(SUM(${source.sum}), 0)`;
  if ('count' in source) return `COUNT(${source.count})`;
  if ('distinct' in source) return `COUNT(DISTINCT ${source.distinct})`;
  if ('avg' in source) return part === 'sum' ? `COALESCE(SUM(${source.avg}), 0)` : `COUNT(${source.avg})`;
  throw new Error('a ratio has no aggregate of its own');
}

/** Formats counted in whole units: cents, things, minutes. */
const WHOLE_FORMATS = new Set(['money', 'count', 'minutes']);

/** Rounds a derived value as its format shows it: money to the cent, minutes to the minute, others to four places. */
function rounded(value: number, source: MeasureSource): number {
  return WHOLE_FORMATS.has(source.format) ? Math.round(value) : Math.round(value * 10_000) / 10_000;
}

const divided = (top: number | null, bottom: number | null, source: MeasureSource): number | null =>
  top === null || bottom === null || bottom === 0 ? null : rounded(top / bottom, source);

/**
 * A measure's value from a row's component values (keyed `measure` or `measure.sum`/`.count`):
 * a sum, count or distinct count as it is, an average or a ratio divided (null over nothing).
 */
export function measureValue(
  fact: FactSource,
  name: string,
  components: ReadonlyMap<string, number>,
): number | null {
  const source = own(fact.measures, name);
  if (!source) return null;
  if (isRatio(source)) {
    const [top, bottom] = source.ratio.map((side) => measureValue(fact, side, components));
    return divided(top ?? null, bottom ?? null, source);
  }
  if ('avg' in source)
    return divided(components.get(`${name}.sum`) ?? null, components.get(`${name}.count`) ?? null, source);
  return components.get(name) ?? 0;
}

export const componentKey = (component: Component): string =>
  component.part === 'value' ? component.measure : `${component.measure}.${component.part}`;
