// When a shop is open, as instants: its weekly opening hours (the shop record's openingHours) laid on
// its calendar. A period whose end is at or before its start runs past midnight (Friday 18:00–02:00
// covers Saturday 00:00–02:00), and periods that meet or overlap are one opening (Monday 18:00–24:00
// and Tuesday 00:00–02:00 keep the shop open through midnight), so a booking may span them.
import { spanOf, type OpeningPeriod } from './reservation-rules';
import { addDays, weekdayOf, zonedInstant } from './zoned-time';

export interface OpeningWindow {
  /** ms, inclusive */
  from: number;
  /** ms, exclusive */
  to: number;
}

/** The openings of the periods that start on `first` and the `days - 1` dates after it, merged, in order. */
export function openingWindows(
  openingHours: readonly OpeningPeriod[],
  timeZone: string,
  first: string,
  days: number,
): OpeningWindow[] {
  const windows: OpeningWindow[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(first, index);
    const weekday = weekdayOf(date);
    for (const period of openingHours.filter((entry) => entry.weekday === weekday)) {
      const { start, end } = spanOf(period);
      windows.push({ from: zonedInstant(date, start, timeZone), to: zonedInstant(date, end, timeZone) });
    }
  }
  windows.sort((a, b) => a.from - b.from);
  const merged: OpeningWindow[] = [];
  for (const window of windows) {
    const last = merged[merged.length - 1];
    if (last && window.from <= last.to) last.to = Math.max(last.to, window.to);
    else merged.push({ ...window });
  }
  return merged;
}

/** Whether the shop stays open from `from` to `to` without a break. */
export function openThroughout(windows: readonly OpeningWindow[], from: number, to: number): boolean {
  return windows.some((window) => window.from <= from && to <= window.to);
}
