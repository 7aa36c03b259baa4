// A restaurant's business day and hour of a moment: the calendar date and hour on its own clocks,
// in its shop's time zone, so an order closed at 23:30 in Los Angeles counts on that evening's date
// whatever zone the server runs in.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface BusinessMoment {
  /** YYYY-MM-DD */
  date: string;
  /** 0 to 23 */
  hour: number;
}

export function businessMoment(instant: number, timeZone: string): BusinessMoment {
  const parts = Object.fromEntries(
    formatterIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
