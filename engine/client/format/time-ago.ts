// Core spec §9 time-ago (the template's formatTime): under 30 seconds "just now", under an hour in
// minutes, under a day in hours, under two days "1 day ago", older as a date. Minutes and hours are
// rounded up, as the template does, so 31 seconds reads "1 min ago".
import { formatDate, toDate, type Moment } from './date-format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(value: Moment, t: Translate, now: number = Date.now()): string {
  const seconds = (now - toDate(value).getTime()) / 1000;
  if (Number.isNaN(seconds)) return String(value);
  if (seconds < 30) return t('widgets-extra:timeAgo.justNow');
  if (seconds < HOUR) return t('widgets-extra:timeAgo.minutes', { count: Math.ceil(seconds / MINUTE) });
  if (seconds < DAY) return t('widgets-extra:timeAgo.hours', { count: Math.ceil(seconds / HOUR) });
  if (seconds < 2 * DAY) return t('widgets-extra:timeAgo.oneDay');
  return formatDate(value);
}
