// The range a report opens on: the last `days` days up to today, as the restaurants' calendar days
// (the browser's today, which is the restaurants' wherever the back office is used).
import { formatDate } from '../../../engine/client';
import type { ReportBody } from '../../../engine/protocol';

export function lastDays(days: number, today: Date = new Date()): Pick<ReportBody, 'from' | 'to'> {
  const day = (offset: number) =>
    formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset), 'YYYY-MM-DD');
  return { from: day(1 - days), to: day(0) };
}
