// Core spec §9: dates read year-month-day hour:minute:second, in the viewer's time zone. Also the
// reading of a moment handed in as a stamp, a Date or a Unix time (the template's parseTime).

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type Moment = Date | number | string;

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * A moment as a Date. A number, or a string of digits, is a Unix time: in seconds when it has 10
 * digits (core spec §9), else in milliseconds. Other strings are ISO stamps.
 */
export function toDate(value: Moment): Date {
  if (value instanceof Date) return value;
  const digits = String(value).trim();
  if (/^\d+$/.test(digits)) return new Date(digits.length === 10 ? Number(digits) * 1000 : Number(digits));
  return new Date(value);
}

/** A moment in the pattern's YYYY, MM, DD, HH, mm and ss; what cannot be read is shown as given. */
export function formatDate(value: Moment, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
