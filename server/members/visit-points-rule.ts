// A member level's points rule for visits (business §3 "Member level": spending count to points):
// a member's counted visits (his closed orders still sold, counted-visits.ts) are numbered by their
// closing, and the k-th earns one point when k is a multiple of the `visitsPerPoint` that visit
// keeps (order-rates.ts): each visit is counted by the rule it was made under, as an order's
// spending points are. Without the rule, or on a level switched off, a visit takes its place in the
// count but earns nothing.
import type { LevelRule } from './order-points-rule';

/** The visits a point takes under `level`; null when it gives none for visits. */
export function visitsPerPoint(level: LevelRule | undefined): number | null {
  if (!level || level.status !== 'enabled' || !level.visitsPerPoint) return null;
  return level.visitsPerPoint;
}

/** Of a member's counted visits in their order, those that earn a point. */
export function earningVisits<Visit extends { visitsPerPoint: number | null }>(
  visits: readonly Visit[],
): Visit[] {
  return visits.filter(({ visitsPerPoint: rule }, at) => rule !== null && (at + 1) % rule === 0);
}
