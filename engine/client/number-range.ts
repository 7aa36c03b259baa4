// A number range `[min, max]` (core spec §5), as the list's range filter and the numberRange widget
// hold it: either end may be empty (null) while it is being filled.
export type RangeValue = [number | null, number | null];

/** Core spec §5: a number range whose upper value falls below the lower is raised to the lower. */
export function raiseUpper([low, high]: RangeValue): RangeValue {
  return low !== null && high !== null && high < low ? [low, low] : [low, high];
}
