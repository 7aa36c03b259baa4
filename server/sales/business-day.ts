// A restaurant's business day and hour of a moment: the calendar date and hour on its own clocks,
// in its shop's time zone, so an order closed at 23:30 in Los Angeles counts on that evening's date
// whatever zone the server runs in.
import { wallClock } from '../../protocol/wall-clock';

export interface BusinessMoment {
  /** YYYY-MM-DD */
  date: string;
  /** 0 to 23 */
  hour: number;
}

export function businessMoment(instant: number, timeZone: string): BusinessMoment {
  const { date, hour } = wallClock(instant, timeZone);
  return { date, hour };
}
