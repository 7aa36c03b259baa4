// What the VIP jobs (vip-expiry-job.ts, vip-reminder-job.ts) share: both act on a company's own
// calendar day, which begins at midnight in its time zone, whatever the server's own day. So each
// recurs every hour, for the companies its `due` names, and each company's new day is served within
// the hour it begins.
import type {
  JobContext,
  JobKindOptions,
  Queryable,
  RecurringPayload,
  SystemRecords,
} from '../../../engine/server';
import { zoneOf } from '../coupon-distribution';
import { todayIn } from './vip-dates';

/** The company's calendar day at `now` (ms), in its first shop's time zone or else `fallbackZone`. */
export const companyToday = async (
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  fallbackZone: string,
  now: number,
): Promise<string> => todayIn(await zoneOf(q, records, companyId, fallbackZone), now);

/** A job kind's handler and its hourly recurrence for the companies `due` finds with work left. */
export function hourlyForCompanies<Result>(
  handler: (context: JobContext<RecurringPayload>) => Promise<Result>,
  due: (q: Queryable, now: Date) => Promise<number[]>,
) {
  const options: JobKindOptions<RecurringPayload> = { recurs: { everyMinutes: 60, due } };
  return { handler, options };
}
