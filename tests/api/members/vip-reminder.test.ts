// The VIP renewal reminder (issue 24 item 5) at a fixed clock, against a real SMTP server on a free
// local port: on the day a VIP member's VIP-until is the settings' days away, in the company's
// zone, he is mailed the company's words with his name and date, once however often or however
// many at once the job runs; not the day before nor for another date; a member without an email is
// recorded as skipped; the job's recurrence finds the company only while a reminder is unsent; a run
// resumes from the send records (a crash's 'sending' row is not sent again, a refused one is); a
// reminder switched off sends nothing.
import { loadMessages } from '../../../engine/server';
import { addDays, zonedInstant } from '../../../protocol/zoned-time';
import { createMailer } from '../../../server/mail/mailer';
import { zoneOf } from '../../../server/members/coupon-distribution';
import { remindDue, vipReminders } from '../../../server/members/vip/vip-reminder-job';
import { describeOnEachDatabase } from '../support/api-harness';
import { suiteMail } from '../support/suite-mail';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown>;

/** The company's day the test runs on, and the VIP-until its reminder (7 days in advance) is about. */
const DAY = '2027-03-01';
const REMINDED = addDays(DAY, 7);

describe('the VIP renewal reminder', () => {
  const { mail, config } = suiteMail();

  describeOnEachDatabase(
    'VIP renewal reminder',
    (api) => {
      let tenants: DemoTenants;
      let zone: string;
      const members: Record<'mei' | 'phoneOnly' | 'later' | 'plain', number> = {
        mei: 0,
        phoneOnly: 0,
        later: 0,
        plain: 0,
      };
      const mailer = () =>
        createMailer(api.db, api.config, loadMessages(api.config.localesDir), { error: () => undefined });
      /** Ten in the morning of `day` in the company's zone. */
      const at = (day: string) => zonedInstant(day, 10 * 60, zone);
      const remind = (day: string) =>
        remindDue(api.db, api.records, mailer(), tenants.hk, api.config.timeZone, at(day));
      const due = (day: string) =>
        vipReminders(api.records, mailer(), api.config.timeZone).options.recurs?.due(
          api.db,
          new Date(at(day)),
        );
      const sendRecords = async () =>
        (
          await api.db.query<Row>(
            `SELECT member_id AS member, occurrence, channel, status, attempts, reason,
                    (sent_at IS NOT NULL) AS "sentAt", (mail_id IS NOT NULL) AS mailed
               FROM send_record WHERE company_id = $1 AND task = 'vipReminder' ORDER BY member_id`,
            [tenants.hk],
          )
        ).rows;
      const saveReminder = async (changes: object) => {
        const current = await api.callAs<Row>('hk.owner', 'PUT', '/member/vip/reminder', {});
        const saved = await api.callAs('hk.owner', 'PUT', '/member/vip/reminder/modify', {
          version: current.data.version,
          ...changes,
        });
        expect(saved.status).toBe(0);
      };

      beforeAll(async () => {
        tenants = await demoTenants(api.db);
        zone = await zoneOf(api.db, api.records, tenants.hk, api.config.timeZone);
        const create = async (record: Row) =>
          (await api.records.create('member', { companyId: tenants.hk, ...record })).id as number;
        members.mei = await create({
          nickname: '阿美 <b>',
          email: 'vip.mei@example.com',
          vip: true,
          vipUntil: REMINDED,
        });
        members.phoneOnly = await create({
          nickname: 'Phone only',
          countryCode: '+852',
          phone: '91234567',
          vip: true,
          vipUntil: REMINDED,
        });
        members.later = await create({
          nickname: 'Later',
          email: 'vip.later@example.com',
          vip: true,
          vipUntil: addDays(REMINDED, 1),
        });
        members.plain = await create({ nickname: 'Plain', email: 'vip.plain@example.com' });
        await saveReminder({
          enabled: true,
          subject: '{{ name }}, your VIP ends on {{ vipUntil }}',
          content: 'Dear {{ name }},\n\nyour VIP lasts until {{ vipUntil }}. Renew it at the counter.',
          daysInAdvance: 7,
        });
      });

      it('sends nothing the day before', async () => {
        expect(await remind(addDays(DAY, -1))).toBe(0);
        expect(await sendRecords()).toEqual([]);
      });

      it('mails him on the day, once however often the job runs, and skips a member without an email', async () => {
        // The suite's one SMTP server hears both engines' runs.
        const toMei = () => mail().received.filter(({ to }) => to.includes('vip.mei@example.com')).length;
        const earlier = toMei();
        expect(await due(DAY)).toContain(tenants.hk);
        const runs = await Promise.all([remind(DAY), remind(DAY)]);
        expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
        expect(await remind(DAY)).toBe(0);

        const caught = await mail().next('vip.mei@example.com');
        expect(caught.subject).toBe(`阿美 <b>, your VIP ends on ${REMINDED}`);
        expect(caught.text).toContain(`Dear 阿美 <b>,`);
        expect(caught.text).toContain(`your VIP lasts until ${REMINDED}.`);
        expect(toMei()).toBe(earlier + 1);

        expect(await sendRecords()).toEqual([
          {
            member: members.mei,
            occurrence: REMINDED,
            channel: 'email',
            status: 'sent',
            attempts: 1,
            reason: null,
            sentAt: true,
            mailed: true,
          },
          {
            member: members.phoneOnly,
            occurrence: REMINDED,
            channel: 'email',
            status: 'skipped',
            attempts: 1,
            reason: 'no email address',
            sentAt: false,
            mailed: false,
          },
        ]);
        expect(await due(DAY)).not.toContain(tenants.hk);
        const { rows } = await api.db.query(
          `SELECT status FROM mail_outbox WHERE purpose = 'vipReminder' AND recipient = 'vip.mei@example.com'`,
        );
        expect(rows).toEqual([{ status: 'sent' }]);
      });

      it('mails the next member on his own day only', async () => {
        expect(await remind(addDays(DAY, 1))).toBe(1);
        expect((await mail().next('vip.later@example.com')).subject).toContain(addDays(REMINDED, 1));
        expect(await remind(addDays(DAY, 1))).toBe(0);
        expect(mail().received.filter(({ to }) => to.includes('vip.plain@example.com'))).toEqual([]);
      });

      it('resumes from the send records: a mail a crash left sending is not sent again, a refused one is', async () => {
        const create = async (nickname: string) =>
          (
            await api.records.create('member', {
              companyId: tenants.hk,
              nickname,
              email: `vip.${nickname}@example.com`,
              vip: true,
              vipUntil: addDays(REMINDED, 3),
            })
          ).id as number;
        const crashed = await create('crashed');
        const refused = await create('refused');
        const record = (member: number, status: string) =>
          api.db.query(
            `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status)
             VALUES ($1, 'vipReminder', $2, $3, 'email', $4)`,
            [tenants.hk, addDays(REMINDED, 3), member, status],
          );
        await record(crashed, 'sending');
        await record(refused, 'failed');
        expect(await remind(addDays(DAY, 3))).toBe(1);
        expect((await mail().next('vip.refused@example.com')).subject).toContain('refused');
        const { rows } = await api.db.query<Row>(
          `SELECT member_id AS member, status, attempts FROM send_record
            WHERE company_id = $1 AND occurrence = $2 ORDER BY member_id`,
          [tenants.hk, addDays(REMINDED, 3)],
        );
        expect(rows).toEqual([
          { member: crashed, status: 'sending', attempts: 1 },
          { member: refused, status: 'sent', attempts: 2 },
        ]);
        expect(mail().received.filter(({ to }) => to.includes('vip.crashed@example.com'))).toEqual([]);
      });

      it('catches up a day the job missed before his VIP ends, and settles a refused one whose address went', async () => {
        const create = async (nickname: string, email?: string) =>
          (
            await api.records.create('member', {
              companyId: tenants.hk,
              nickname,
              ...(email ? { email } : { countryCode: '+852', phone: '92345678' }),
              vip: true,
              vipUntil: addDays(REMINDED, 10),
            })
          ).id as number;
        await create('missed', 'vip.missed@example.com');
        const cleared = await create('cleared');
        await api.db.query(
          `INSERT INTO send_record (company_id, task, occurrence, member_id, channel, status)
           VALUES ($1, 'vipReminder', $2, $3, 'email', 'failed')`,
          [tenants.hk, addDays(REMINDED, 10), cleared],
        );
        // Seven days ahead fell on DAY + 10; the job first runs two days later, three before his end.
        expect(await remind(addDays(DAY, 12))).toBe(1);
        expect((await mail().next('vip.missed@example.com')).subject).toContain(addDays(REMINDED, 10));
        const { rows } = await api.db.query<Row>(
          'SELECT status, reason FROM send_record WHERE company_id = $1 AND member_id = $2',
          [tenants.hk, cleared],
        );
        expect(rows).toEqual([{ status: 'skipped', reason: 'no email address' }]);
        expect(await remind(addDays(DAY, 12))).toBe(0);
      });

      it('sends nothing while the reminder is off', async () => {
        await api.records.modify('member', members.plain, { vip: true, vipUntil: addDays(REMINDED, 2) });
        await saveReminder({ enabled: false });
        expect(await due(addDays(DAY, 2))).not.toContain(tenants.hk);
        expect(await remind(addDays(DAY, 2))).toBe(0);
      });
    },
    { config },
  );
});
