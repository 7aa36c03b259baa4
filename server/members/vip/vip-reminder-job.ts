// The VIP renewal reminder (business §3 "auto-renewal reminder"): in each company's time zone, each
// VIP member whose VIP-until is `days in advance` days away is mailed the company's reminder once,
// its send record (task vipReminder, occurrence his VIP-until, channel email) claimed before the
// mail leaves and marked after (send-records.ts). A recurring durable job looks every hour and runs
// for a company only while such a member is still unsent, so each company's day is served within
// the hour it begins, whatever the server's own day, and a run again or after a crash sends nothing
// twice. Members without an email are recorded as skipped.
import {
  DEFAULT_LANGUAGE,
  recordRelation,
  type Database,
  type JobContext,
  type JobKindOptions,
  type Queryable,
  type RecurringPayload,
  type SystemRecords,
} from '../../../engine/server';
import type { Mailer } from '../../mail/mailer';
import { zoneOf } from '../coupon-distribution';
import { memberSettings } from '../member-settings';
import { parseReminder, renderReminder } from './reminder-template';
import { claimSend, markSend, recordSkipped, unsettledSendSql, type SendKey } from './send-records';
import { remindedUntil, todayIn } from './vip-dates';
import { vipReminder, type VipReminder } from './vip-settings';

export const VIP_REMINDER_JOB = 'members.remindVip';
export const VIP_REMINDER_TASK = 'vipReminder';

/** Members read per query while a run sends. */
const BATCH = 200;

interface DueMember {
  id: number;
  email: string | null;
  nickname: string | null;
}

/** The company's active VIP members whose VIP-until is `vipUntil` and whose reminder still wants sending. */
async function dueMembers(
  q: Queryable,
  records: SystemRecords,
  companyId: number,
  vipUntil: string,
  limit: number,
): Promise<DueMember[]> {
  const members = recordRelation(records.resource('member'), [
    'vip',
    'vipUntil',
    'email',
    'nickname',
    'accountStatus',
  ]);
  const { rows } = await q.query<DueMember>(
    `SELECT m.id, m.email, m.nickname FROM ${members} m
       LEFT JOIN send_record s ON s.company_id = m.company_id AND s.task = $3 AND s.occurrence = $2
                              AND s.member_id = m.id AND s.channel = 'email'
      WHERE m.company_id = $1 AND m.vip AND m."vipUntil" = $2
        AND m."accountStatus" IS DISTINCT FROM 'suspended' AND ${unsettledSendSql('s')}
      ORDER BY m.id LIMIT $4`,
    [companyId, vipUntil, VIP_REMINDER_TASK, limit],
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
): Promise<{ reminder: VipReminder; vipUntil: string } | null> {
  const reminder = await vipReminder(records, companyId);
  if (!reminder.enabled) return null;
  const zone = await zoneOf(q, records, companyId, fallbackZone);
  return { reminder, vipUntil: remindedUntil(todayIn(zone, now), reminder.daysInAdvance) };
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
  const { reminder, vipUntil } = day;
  const template = parseReminder(reminder.subject, reminder.content);
  const { emailSender } = await memberSettings(records, companyId);
  let sent = 0;
  for (;;) {
    const members = await dueMembers(db, records, companyId, vipUntil, BATCH);
    if (members.length === 0) return sent;
    for (const member of members) {
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
  const handler = async ({ db, payload, progress, signal }: JobContext<RecurringPayload>) => {
    const sent = await remindDue(db, records, mailer, payload.companyId, fallbackZone, Date.now(), (done) => {
      if (signal.aborted) throw new Error('jobs:errors.stopped');
      return progress(done, null);
    });
    return { sent };
  };
  const due = async (q: Queryable, now: Date) => {
    const reminders = recordRelation(records.resource('vipRenewalReminder'), ['enabled']);
    const { rows } = await q.query<{ companyId: number }>(
      `SELECT company_id AS "companyId" FROM ${reminders} r WHERE enabled ORDER BY company_id`,
    );
    const companies: number[] = [];
    for (const { companyId } of rows) {
      const day = await remindedDay(q, records, companyId, fallbackZone, now.getTime());
      if (day !== null && (await dueMembers(q, records, companyId, day.vipUntil, 1)).length > 0)
        companies.push(companyId);
    }
    return companies;
  };
  const options: JobKindOptions<RecurringPayload> = { recurs: { everyMinutes: 60, due } };
  return { handler, options };
}
