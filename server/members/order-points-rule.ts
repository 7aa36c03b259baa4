// A member level's points rule for spending (business §3 "Member level": spending amount to
// points): every whole `spendingPerPoint` (in the currency, to the cent) of what an order sold, net
// of its refunds, earns one point. Without the rule, or on a level switched off, an order earns none.

export interface LevelRule {
  status: 'enabled' | 'disabled';
  spendingPerPoint?: number;
  /** Its visits rule (visit-points-rule.ts). */
  visitsPerPoint?: number;
}

/** The cents of net sales a point takes under `level`; null when it gives no points. */
export function centsPerPoint(level: LevelRule | undefined): number | null {
  if (!level || level.status !== 'enabled' || !level.spendingPerPoint) return null;
  return Math.round(level.spendingPerPoint * 100);
}

/** The points an order of `netSales` cents earns at `cents` a point (none at null). */
export function pointsAt(netSales: number, cents: number | null): number {
  return cents !== null && netSales > 0 ? Math.floor(netSales / cents) : 0;
}
