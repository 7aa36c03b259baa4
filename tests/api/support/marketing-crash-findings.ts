// What must hold once a task has gone through two kills (tests/api/support/marketing-crash.ts), read
// from the database with no server running and from what the SMTP catcher and the Twilio fake
// received; shared by the API test and the bench, which turns each finding into a problem.
import type { Queryable } from '../../../engine/server';
import type { CreditBalances } from '../../../protocol/message-credits';
import { creditBalances } from '../../../server/members/message-credits';
import type { CaughtMail } from '../../support/mail-catcher';
import type { FakeSms } from '../../support/sms-fake';
import { reachedOn, type Channel, type CrashSeed, type CrashSend } from './marketing-crash';

interface SendRecordRow {
  memberId: number;
  channel: Channel;
  occurrence: string;
  status: string;
  reason: string | null;
  cost: number;
}

interface RunRow {
  status: string;
  heldEmail: number;
  heldSms: number;
}

/** The task's send records, runs, status and the company's credits, read with no server running. */
export interface CrashOutcome {
  records: SendRecordRow[];
  runs: RunRow[];
  taskStatus: string | undefined;
  credits: CreditBalances;
}

export async function readCrashOutcome(
  db: Queryable,
  companyId: number,
  taskId: number,
): Promise<CrashOutcome> {
  const records = await db.query<SendRecordRow>(
    `SELECT member_id AS "memberId", channel, occurrence, status, reason, cost FROM send_record
      WHERE company_id = $1 AND task = $2`,
    [companyId, `marketing:${taskId}`],
  );
  const runs = await db.query<RunRow>(
    `SELECT status, held_email AS "heldEmail", held_sms AS "heldSms" FROM marketing_run
      WHERE company_id = $1 AND task_id = $2`,
    [companyId, taskId],
  );
  const task = await db.query<{ status: string }>(
    "SELECT data->>'status' AS status FROM res_marketing_task WHERE company_id = $1 AND id = $2",
    [companyId, taskId],
  );
  return {
    records: records.rows,
    runs: runs.rows,
    taskStatus: task.rows[0]?.status,
    credits: await creditBalances(db, companyId),
  };
}

/** What was found wrong, each kind a list (empty when all is right); see crashFindings. */
export interface CrashFindings {
  /** Not one finished run, or the task not finished. */
  run: string[];
  /** A reached member's channel with no record or more than one, or a record of a member not reached. */
  records: string[];
  /** An email record not sent. */
  emailRecords: string[];
  /** A reached member without exactly one Message-ID mailed to his address, or a mail to anyone else. */
  mails: string[];
  /** An SMS twice, an SMS record neither sent nor failed unconfirmed, a sent one the fake never got. */
  sms: string[];
  /** Credits taken for the run other than the cost of what was sent. */
  credits: string[];
}

/** The counts a run through two kills ended with. */
export interface CrashFigures {
  members: number;
  emailRecipients: number;
  smsRecipients: number;
  /** Records by channel and status (`email sent`, `sms failed unconfirmed`). */
  records: Record<string, number>;
  /** Mails received again under a Message-ID already received (a claim taken over after a kill). */
  mailsResent: number;
  /** SMS the fake received whose record ended failed as unconfirmed. */
  smsUnconfirmedReceived: number;
}

const listed = (what: string, items: readonly unknown[]) =>
  items.length === 0 ? [] : [`${what}: ${items.length} (${items.slice(0, 5).map(String).join(', ')})`];

/** A finding when `holds` is false: `what`, with what was found instead. */
const unless = (holds: boolean, what: string, found: unknown) => (holds ? [] : [`${what}: ${String(found)}`]);

/** `<marketing-{task}.{occurrence}.email.{member}.{company}@host>`, the composer's Message-ID. */
const memberOfMessageId = (messageId: string) => Number(/\.email\.(\d+)\.\d+@/.exec(messageId)?.[1]);

function mailFindings(taskId: number, seed: CrashSeed, mails: readonly CaughtMail[]) {
  const ofTask = mails.filter((caught) => caught.messageId.startsWith(`<marketing-${taskId}.`));
  const byMember = new Map<number, Set<string>>();
  for (const caught of ofTask) {
    const member = memberOfMessageId(caught.messageId);
    byMember.set(member, (byMember.get(member) ?? new Set()).add(caught.messageId));
  }
  const reached = reachedOn(seed.members, 'email');
  const reachedIds = new Set(reached.map((member) => member.id));
  const emailOf = new Map(seed.members.map((member) => [member.id, member.email]));
  return {
    found: [
      ...listed(
        'reached members without exactly one Message-ID',
        reached.filter((member) => byMember.get(member.id)?.size !== 1).map((member) => member.nickname),
      ),
      ...listed(
        'Message-IDs of members not reached',
        [...byMember.keys()].filter((member) => !reachedIds.has(member)),
      ),
      ...listed(
        'mails to another address than their member’s',
        ofTask
          .filter((caught) => caught.to.join() !== emailOf.get(memberOfMessageId(caught.messageId)))
          .map((caught) => `${caught.messageId} to ${caught.to.join()}`),
      ),
    ],
    resent: ofTask.length - [...byMember.values()].reduce((sum, ids) => sum + ids.size, 0),
  };
}

function smsFindings(seed: CrashSeed, texts: readonly FakeSms[], records: readonly SendRecordRow[]) {
  const memberOfPhone = new Map(seed.members.map((member) => [`+852${member.phone}`, member.id]));
  const received = new Map<number, number>();
  for (const text of texts) {
    const member = memberOfPhone.get(text.to);
    if (member !== undefined) received.set(member, (received.get(member) ?? 0) + 1);
  }
  const smsRecords = records.filter((record) => record.channel === 'sms');
  const unconfirmed = (record: SendRecordRow) =>
    record.status === 'failed' && record.reason === 'unconfirmed';
  const recorded = new Set(smsRecords.map((record) => record.memberId));
  return {
    found: [
      ...listed(
        'members sent an SMS more than once',
        [...received].filter(([, count]) => count > 1).map(([member]) => member),
      ),
      ...listed(
        'SMS records neither sent nor failed unconfirmed',
        smsRecords
          .filter((record) => record.status !== 'sent' && !unconfirmed(record))
          .map((r) => r.memberId),
      ),
      ...listed(
        'SMS records sent that the fake never received',
        smsRecords
          .filter((record) => record.status === 'sent' && !received.has(record.memberId))
          .map((r) => r.memberId),
      ),
      ...listed(
        'SMS received by members with no record',
        [...received.keys()].filter((member) => !recorded.has(member)),
      ),
    ],
    unconfirmedReceived: smsRecords.filter((record) => unconfirmed(record) && received.has(record.memberId))
      .length,
  };
}

/** Judges a run through two kills: its findings (all empty when exactly once held) and its figures. */
export function crashFindings(
  seed: CrashSeed,
  send: CrashSend,
  outcome: CrashOutcome,
  catchers: { mails: readonly CaughtMail[]; texts: readonly FakeSms[] },
): { findings: CrashFindings; figures: CrashFigures } {
  const { records } = outcome;
  const keyed = new Map<string, number>();
  for (const record of records) {
    const key = `${record.channel} ${record.memberId}`;
    keyed.set(key, (keyed.get(key) ?? 0) + 1);
  }
  const reachedKeys = (['email', 'sms'] as const).flatMap((channel) =>
    reachedOn(seed.members, channel).map((member) => `${channel} ${member.id}`),
  );
  const expected = new Set(reachedKeys);
  const mails = mailFindings(send.taskId, seed, catchers.mails);
  const sms = smsFindings(seed, catchers.texts, records);
  const sentCost = (channel: Channel) =>
    records
      .filter((record) => record.channel === channel && record.status === 'sent')
      .reduce((sum, record) => sum + record.cost, 0);
  const run = outcome.runs[0];
  const occurrences = new Set(records.map((record) => record.occurrence));
  const byStatus: Record<string, number> = {};
  for (const { channel, status, reason } of records) {
    const name = [channel, status, status === 'failed' ? reason : null].filter(Boolean).join(' ');
    byStatus[name] = (byStatus[name] ?? 0) + 1;
  }
  return {
    findings: {
      run: [
        ...unless(
          outcome.runs.length === 1 && run?.status === 'finished',
          'not one finished run',
          outcome.runs.map((r) => r.status).join() || 'none',
        ),
        ...unless(outcome.taskStatus === 'finished', 'the task not finished', outcome.taskStatus),
        ...unless(occurrences.size === 1, 'records of other than one occurrence', [...occurrences].join()),
      ],
      records: [
        ...listed(
          'reached members’ channels without exactly one record',
          reachedKeys.filter((key) => keyed.get(key) !== 1),
        ),
        ...listed(
          'records of members not reached',
          [...keyed.keys()].filter((key) => !expected.has(key)),
        ),
      ],
      emailRecords: listed(
        'email records not sent',
        records
          .filter((r) => r.channel === 'email' && r.status !== 'sent')
          .map((r) => `${r.memberId} ${r.status} ${r.reason ?? ''}`),
      ),
      mails: mails.found,
      sms: sms.found,
      credits: (['email', 'sms'] as const).flatMap((channel) => {
        const taken = seed.credits[channel] - outcome.credits[channel];
        const held = channel === 'email' ? run?.heldEmail : run?.heldSms;
        return unless(
          taken === sentCost(channel) && held === taken,
          `${channel} credits taken and held other than the sent messages' ${sentCost(channel)}`,
          `taken ${taken}, held ${held}`,
        );
      }),
    },
    figures: {
      members: seed.members.length,
      emailRecipients: reachedOn(seed.members, 'email').length,
      smsRecipients: reachedOn(seed.members, 'sms').length,
      records: byStatus,
      mailsResent: mails.resent,
      smsUnconfirmedReceived: sms.unconfirmedReceived,
    },
  };
}
