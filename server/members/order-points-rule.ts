// A member level's points rule for spending (business §3 "Member level": spending amount to
// points): every whole `spendingPerPoint` (in the currency, to the cent) of what an order sold, net
// of its refunds, earns one point. Without the rule, or on a level switched off, an order earns none.

export interface LevelRule {
  status: 'enabled' | 'disabled';
  spendingPerPoint?: number;
}

/** The points an order of `netSales` cents earns under `level`. */
export function pointsForSpending(netSales: number, level: LevelRule | undefined): number {
  if (!level || level.status !== 'enabled' || !level.spendingPerPoint) return 0;
  const centsPerPoint = Math.round(level.spendingPerPoint * 100);
  return netSales > 0 ? Math.floor(netSales / centsPerPoint) : 0;
}
