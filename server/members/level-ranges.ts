// Which member level a member's earned points put him in (business §3 "Member level": a points
// range): among the enabled levels whose range holds the points, the one that starts highest, so
// overlapping ranges resolve upwards. None when no range holds them (a gap the company left): the
// member then keeps the level he has.

export interface LevelRange {
  id: number;
  pointsFrom: number;
  /** None: no upper bound. */
  pointsTo?: number;
}

export function levelFor(levels: readonly LevelRange[], earned: number): number | undefined {
  const holding = levels.filter(
    (level) => level.pointsFrom <= earned && (level.pointsTo === undefined || earned <= level.pointsTo),
  );
  return holding.sort((a, b) => b.pointsFrom - a.pointsFrom || a.id - b.id)[0]?.id;
}
