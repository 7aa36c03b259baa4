// The VIP renewal reminder (business §3 "auto-renewal reminder"): in each company's time zone, each
// VIP member whose VIP-until is `days in advance` days away, or nearer and not yet reminded (a day
// the job could not run, a mail the server refused), is mailed the company's reminder once, its send
// record (task vipReminder, occurrence his VIP-until, channel email) claimed before the mail leaves
// and marked after (send-records.ts). A refused mail is tried again in a later run, not at once. A recurring durable job looks every hour and runs
// for a company only while such a member is still unsent, so each company's day is served within
// the hour it begins, whatever the server's own day (vip-company-job.ts), and a run again or after
// a crash sends nothing twice. Members without an email are recorded as skipped.
import {
  DEFAULT_LANGUAGE,
  recordRelation,
  type Database,
  type Queryable,
  type SystemRecords,
} from '../../../engine/server';
import type { Mailer } from '../../mail/mailer';
import { memberSettings } from '../member-settings';
import { parseReminder, renderReminder } from './reminder-template';
import { claimSend, markSend, recordSkipped, unsettledSendSql, type SendKey } from './send-records';
import { companyToday, hourlyForCompanies } from './vip-company-job';
import { remindedUntil } from './vip-dates';
import { vipReminder, type VipReminder } from './vip-settings';

export const VIP_REMINDER_JOB = 'members.remindVip';
export const VIP_REMINDER_TASK = 'vipReminder';

/** Members read per query while a run sends. */
const BATCH = 200;

interface DueMember {
  id: number;
  email: string | null;
  nickname: string | null;
  vipUntil: string;
}

interface ReminderWindow {
  /** The company's day: a VIP-until before it has passed. */
  today: string;
  /** The VIP-until the reminder is about today: `days in advance` days away. */
  vipUntil: string;
}

/**
 * The company's active VIP members whose VIP-until falls in the window and whose reminder still
 * wants sending; with `runStart`, not those this run was refused for already.
 */
async function dueMembers(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  window: ReminderWindow,
  limit: number,
  runStart: Date | null = null,
): Promise<DueMember[]> {
  const members = recordRelation(records.resource('member'), [
    'vip',
    'vipUntil',
    'email',
    'nickname',
    'accountStatus',
  ]);
  const { rows } = await q.query<DueMember>(
    `SELECT m.id, m.email, m.nickname, m."vipUntil" FROM ${members} m
       LEFT JOIN send_record s ON s.company_id = m.company_id AND s.task = $4 AND s.occurrence = m."vipUntil"
                              AND s.member_id = m.id AND s.channel = 'email'
      WHERE m.company_id = $1 AND m.vip AND m."vipUntil" BETWEEN $2 AND $3
        AND m."accountStatus" IS DISTINCT FROM 'suspended' AND ${unsettledSendSql('s')}
        AND ($6::timestamptz IS NULL OR s.updated_at IS NULL OR s.updated_at < $6)
      ORDER BY m.id LIMIT $5`,
    [companyId, window.today, window.vipUntil, VIP_REMINDER_TASK, limit, runStart],
  );
  return rows;
}

/** The company's reminder and the VIP-until it is about at `now`; null while it is off. */
async function remindedDay(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  fallbackZone: string,
  now: number,
): Promise<{ reminder: VipReminder; window: ReminderWindow } | null> {
  const reminder = await vipReminder(records, companyId);
  if (!reminder.enabled) return null;
  const today = await companyToday(q, records, companyId, fallbackZone, now);
  return { reminder, window: { today, vipUntil: remindedUntil(today, reminder.daysInAdvance) } };
}

/** Sends the company's reminders due at `now` still unsent; answers how many mails left. */
export async function remindDue(
  db: Database,
  records: SystemRecords,
  mailer: Mailer,
  companyId: number,
  fallbackZone: string,
  now: number,
  step: (sent: number) => Promise<void> = () => Promise.resolve(),
): Promise<number> {
  const day = await remindedDay(db, records, companyId, fallbackZone, now);
  if (day === null) return 0;
  const { reminder, window } = day;
  const template = parseReminder(reminder.subject, reminder.content);
  const { emailSender } = await memberSettings(records, companyId);
  // The database's clock, as the send records' stamps are: what this run was refused waits for the next.
  const runStart = (await db.query<{ at: Date }>('SELECT now() AS at')).rows[0]?.at ?? new Date();
  let sent = 0;
  for (;;) {
    const members = await dueMembers(db, records, companyId, window, BATCH, runStart);
    if (members.length === 0) return sent;
    for (const member of members) {
      const { vipUntil } = member;
      const key: SendKey = {
        companyId,
        task: VIP_REMINDER_TASK,
        occurrence: vipUntil,
        memberId: member.id,
        channel: 'email',
      };
      if (!member.email) {
        await recordSkipped(db, key, 'no email address');
        continue;
      }
      // Rendered before the claim: a template that fails leaves no row claimed and unsent.
      const mail = await renderReminder(template, { name: member.nickname ?? '', vipUntil });
      if (!(await claimSend(db, key))) continue;
      const outcome = await mailer.sendWritten({
        purpose: 'vipReminder',
        to: member.email,
        language: DEFAULT_LANGUAGE,
        ...mail,
        sender: emailSender,
      });
      await markSend(db, key, outcome);
      if (outcome.error === null) sent += 1;
      await step(sent);
    }
  }
}

/** The job's handler and its recurrence: every company with a reminder still to send. */
export function vipReminders(records: SystemRecords, mailer: Mailer, fallbackZone: string) {
  return hourlyForCompanies(
    async ({ db, payload, progress, signal }) => {
      // Stops between mails once the job is stopped; each mail sent shows as its progress.
      const step = (done: number) => {
        if (signal.aborted) throw new Error('jobs:errors.stopped');
        return progress(done, null);
      };
      return {
        sent: await remindDue(db, records, mailer, payload.companyId, fallbackZone, Date.now(), step),
      };
    },
    async (q, now) => {
      const reminders = recordRelation(records.resource('vipRenewalReminder'), ['enabled']);
      const { rows } = await q.query<{ companyId: number }>(
        `SELECT company_id AS "companyId" FROM ${reminders} r WHERE enabled ORDER BY company_id`,
      );
      const companies: number[] = [];
      for (const { companyId } of rows) {
        const day = await remindedDay(q, records, companyId, fallbackZone, now.getTime());
        if (day !== null && (await dueMembers(q, records, companyId, day.window, 1)).length > 0)
          companies.push(companyId);
      }
      return companies;
    },
  );
}
