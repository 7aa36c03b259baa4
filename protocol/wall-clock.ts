// A moment as a shop's own clocks show it, in its IANA time zone: a Hong Kong server shows a Los
// Angeles order at Los Angeles time. Shared by the server (business days, exports) and the pages
// (the sales records). One Intl formatter per zone, kept: making one costs far more than using it.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 to 23 */
  hour: number;
  minute: number;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD HH:mm */
  text: string;
}

export function wallClock(instant: number | Date, timeZone: string): WallClock {
  const part: Record<string, string> = {};
  for (const { type, value } of formatterIn(timeZone).formatToParts(instant)) part[type] = value;
  const date = `${part.year}-${part.month}-${part.day}`;
  return {
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour),
    minute: Number(part.minute),
    date,
    text: `${date} ${part.hour}:${part.minute}`,
  };
}
