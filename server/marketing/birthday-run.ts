// Birthday marketing (issue 25 item 6, schemas/marketing/birthday-marketing.json): once a day per
// company, at its send time on its own clock, the configured message and coupon go to the members
// whose birthday it is there that day (birthdays.ts), as a run of its own ('birthday', keyed by the
// company's date), sent like any task's. A day the server missed is not sent the day after.
import { quoted, recordRelation, type Queryable, type SystemRecords } from '../../engine/server';
import { minutesOf, zonedWallTime } from '../../protocol/zoned-time';
import { companySettings } from '../shop-settings';
import { birthdaySql } from './birthdays';
import { startRun, type RunStartOutcome } from './runs/run-start';
import type { DueContext } from './task-runs';
import { draftOf, type MessageDraft } from './task-record';

/** The company's birthday message, or null while birthday marketing is off. */
async function birthdayMessage(
  records: SystemRecords,
  companyId: number,
): Promise<{ draft: MessageDraft; sendTime: string } | null> {
  const saved = await companySettings(records, 'birthdayMarketing', companyId);
  if (saved.enabled !== true || !Array.isArray(saved.channels) || saved.channels.length === 0) return null;
  return { draft: draftOf(saved), sendTime: String(saved.sendTime) };
}

/** Starts the company's birthday run of its day at `now`, once its send time has come. */
export async function startBirthdayRun(
  context: DueContext,
  companyId: number,
  now: number,
): Promise<RunStartOutcome | null> {
  const message = await birthdayMessage(context.records, companyId);
  if (!message) return null;
  const { date, minute } = zonedWallTime(now, context.zone);
  if (minute < minutesOf(message.sendTime)) return null;
  return startRun(context.db, context.records, {
    companyId,
    taskId: 0,
    occurrence: date,
    kind: 'birthday',
    name: '',
    dueAt: new Date(now),
    message: message.draft,
    filter: {},
    extra: (params) => [birthdaySql('m.birthday::date', `${params.add(date)}::date`)],
    today: date,
    pricing: context.pricing,
  });
}

/** Keeps the day's birthday run that could not start as failed, with why. */
export async function recordFailedBirthday(q: Queryable, companyId: number, day: string, error: unknown) {
  await q.query(
    `INSERT INTO marketing_run (company_id, task_id, occurrence, kind, status, due_at, finished_at, reason)
     VALUES ($1, 0, $2, 'birthday', 'failed', now(), now(), left($3, 2000)) ON CONFLICT DO NOTHING`,
    [companyId, day, error instanceof Error ? error.message : String(error)],
  );
}

/**
 * SQL selecting the companies whose birthday run is due at the instant parameter `now` and not yet
 * started: birthday marketing on, its send time passed on the company's clock (its first shop's
 * zone, else `fallbackZone`), and no run of that day.
 */
export function birthdayDueSql(records: SystemRecords, now: string, fallbackZone: string): string {
  const settings = recordRelation(records.resource('birthdayMarketing'), ['enabled', 'sendTime']);
  const shops = recordRelation(records.resource('shop'), ['timeZone']);
  const zone = `coalesce((SELECT s."timeZone" FROM ${shops} s WHERE s.company_id = b.company_id ORDER BY s.id LIMIT 1),
                        ${quoted(fallbackZone)})`;
  const local = `(${now}::timestamptz AT TIME ZONE ${zone})`;
  return `SELECT b.company_id FROM ${settings} b
           WHERE b.enabled AND ${local}::time >= b."sendTime"::time
             AND NOT EXISTS (SELECT 1 FROM marketing_run r WHERE r.company_id = b.company_id AND r.task_id = 0
                               AND r.occurrence = to_char(${local}, 'YYYY-MM-DD'))`;
}
