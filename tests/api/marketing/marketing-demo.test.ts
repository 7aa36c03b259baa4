// The demo's marketing (issue 25), seeded after a company's members as `npm start` seeds it: the
// VIPs' note sent days ago through the dispatcher's start and sender, whose history is what its send
// records add up to (each channel's sent, failed and skipped, the credits, the day it went out) and
// whose credits left the company's balance; the three templates render for a demo member through
// the preview; the weekly reminder waits for its Friday with birthday marketing on; a second
// seeding adds nothing.
import { recordRelation } from '../../../engine/server';
import type { HistoryDay, HistoryPage } from '../../../protocol/marketing-history';
import { addDays, weekdayOf, zonedDate, zonedWallTime } from '../../../protocol/zoned-time';
import { seedDemoMarketing } from '../../../server/demo/demo-marketing';
import { DEMO_CREDITS } from '../../../server/demo/demo-marketing-content';
import { seedMembers } from '../../../server/demo/seed-members';
import type { RenderedEmail } from '../../../server/marketing/templates/email-render';
import { creditBalances } from '../../../server/members/message-credits';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants } from '../support/tenants';

const SETTINGS = { timeZone: 'Asia/Hong_Kong', region: 'hk' } as const;

interface Tally {
  channel: 'email' | 'sms';
  status: string;
  n: number;
  cost: number;
}

describeOnEachDatabase(
  'the demo’s marketing',
  (api) => {
    let hk = 0;
    const now = Date.now();
    const today = zonedDate(now, SETTINGS.timeZone);
    const range = { from: addDays(today, -30), to: today };
    const query = async <T>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;
    const tasks = async () =>
      (await api.records.matching('marketingTask', { companyId: hk })).map((task) => ({
        id: task.id,
        name: String(task.name),
        status: task.status,
        sendRule: task.sendRule,
        emailSent: task.emailSent,
        smsSent: task.smsSent,
      }));

    beforeAll(async () => {
      hk = (await demoTenants(api.db)).hk;
      await seedMembers(api.db, api.schemas, hk, 1, SETTINGS, now);
      await seedDemoMarketing(api.db, api.schemas, hk, SETTINGS, now);
    }, 120_000);

    it('shows the VIPs’ past run in the history as its send records add up', async () => {
      const [vip] = (await tasks()).filter((task) => task.sendRule === 'now');
      expect(vip?.status).toBe('finished');
      const records = await query<Tally>(
        `SELECT channel, status, count(*)::int AS n, sum(cost)::int AS cost FROM send_record
        WHERE company_id = $1 AND task = $2 GROUP BY channel, status ORDER BY channel, status`,
        [hk, `marketing:${vip?.id}`],
      );
      // Every message settled; most sent, a few turned away by the stand-in providers with their reasons.
      expect(records.map(({ channel, status }) => `${channel}:${status}`)).toEqual([
        'email:failed',
        'email:sent',
        'sms:failed',
        'sms:sent',
      ]);
      const count = (channel: string, status: string) =>
        records.find((row) => row.channel === channel && row.status === status)?.n ?? 0;
      expect(count('email', 'sent')).toBeGreaterThan(count('email', 'failed'));
      expect(count('sms', 'sent')).toBeGreaterThan(count('sms', 'failed'));
      const reasons = await query<{ channel: string; reason: string }>(
        `SELECT DISTINCT channel, regexp_replace(reason, '<.*>', '<>') AS reason FROM send_record
        WHERE company_id = $1 AND task = $2 AND status = 'failed' ORDER BY channel`,
        [hk, `marketing:${vip?.id}`],
      );
      expect(reasons).toEqual([
        { channel: 'email', reason: '550 5.1.1 <>: Recipient address rejected: User unknown' },
        { channel: 'sms', reason: '30003 Unreachable destination handset' },
      ]);
      // Exactly the consenting VIPs with an address on each channel.
      const members = recordRelation(api.records.resource('member'), [
        'email',
        'phone',
        'vip',
        'accountStatus',
      ]);
      const reachable = await query<{ email: number; sms: number }>(
        `SELECT count(*) FILTER (WHERE m.email IS NOT NULL AND c.channel = 'email')::int AS email,
              count(*) FILTER (WHERE m.phone IS NOT NULL AND c.channel = 'sms')::int AS sms
         FROM ${members} m JOIN member_consent c ON c.company_id = m.company_id AND c.member_id = m.id AND c.granted
        WHERE m.company_id = $1 AND m.vip AND m."accountStatus" IS DISTINCT FROM 'suspended'`,
        [hk],
      );
      expect(reachable[0]?.email).toBe(count('email', 'sent') + count('email', 'failed'));
      expect(reachable[0]?.sms).toBe(count('sms', 'sent') + count('sms', 'failed'));

      const { data: page } = await api.callAs<HistoryPage>('hk.owner', 'PUT', '/marketing/history', range);
      expect(page.count).toBe(1);
      const [run] = page.rows;
      const tally = (channel: 'email' | 'sms') => ({
        sent: count(channel, 'sent'),
        failed: count(channel, 'failed'),
        skipped: count(channel, 'skipped'),
      });
      expect(run).toMatchObject({
        taskId: vip?.id,
        name: vip?.name,
        kind: 'task',
        occurrence: 'now',
        status: 'finished',
        channels: { email: tally('email'), sms: tally('sms'), wallet: { sent: 0, failed: 0, skipped: 0 } },
      });
      const sentCost = records.filter((row) => row.status === 'sent').reduce((sum, row) => sum + row.cost, 0);
      expect(run?.credits).toBe(sentCost);
      const { rows: recipients } = await api.db.query<{ n: number }>(
        'SELECT count(DISTINCT member_id)::int AS n FROM send_record WHERE company_id = $1 AND task = $2',
        [hk, `marketing:${vip?.id}`],
      );
      expect(run?.recipients).toBe(recipients[0]?.n);
      expect(vip).toMatchObject({ emailSent: count('email', 'sent'), smsSent: count('sms', 'sent') });

      // It went out on a past morning, on the company's clock, and the day's chart counts what it sent.
      const started = zonedWallTime(Date.parse(run?.startedAt ?? ''), SETTINGS.timeZone);
      expect(started.date < today).toBe(true);
      expect(Date.parse(run?.dueAt ?? '')).toBeLessThanOrEqual(Date.parse(run?.startedAt ?? ''));
      expect(Date.parse(run?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(run?.startedAt ?? ''));
      const { data: days } = await api.callAs<HistoryDay[]>(
        'hk.owner',
        'PUT',
        '/marketing/history/daily',
        range,
      );
      expect(days.filter((day) => day.email + day.sms > 0)).toEqual([
        { day: started.date, email: count('email', 'sent'), sms: count('sms', 'sent'), wallet: 0 },
      ]);

      // What left was paid from the credits the platform sold; the rest went back.
      const sentSegments = records.find((row) => row.channel === 'sms' && row.status === 'sent')?.cost;
      expect(await creditBalances(api.db, hk)).toEqual({
        email: DEMO_CREDITS.email - count('email', 'sent'),
        sms: DEMO_CREDITS.sms - (sentSegments ?? NaN),
      });
    });

    it('renders each demo template for a demo member in the preview', async () => {
      const templates = await api.records.matching('emailTemplate', { companyId: hk });
      expect(templates).toHaveLength(3);
      const [member] = await api.records.matching('member', { companyId: hk });
      const nickname = String(member?.nickname);
      for (const template of templates) {
        const { data: mail } = await api.callAs<RenderedEmail>(
          'hk.owner',
          'POST',
          '/marketing/emailTemplate/preview',
          {
            id: template.id,
            memberId: member?.id,
          },
        );
        expect(mail.subject).not.toContain('{{');
        expect(mail.html).not.toContain('{{');
        expect(`${mail.subject} ${mail.text}`).toContain(nickname);
        // Both languages, and the company named in them.
        expect(mail.text).toMatch(/[\u4e00-\u9fff]/);
        expect(mail.text).toMatch(/\b(Dear|Happy|You)\b/);
        expect(mail.text).toContain('Harbour Island Dining Group');
      }
    });

    it('keeps the weekly reminder waiting for its Friday, with birthday marketing on', async () => {
      const [weekly] = (await tasks()).filter((task) => task.sendRule === 'weekly');
      expect(weekly?.status).toBe('pending');
      const schedule = await query<{ due: Date }>(
        'SELECT due_at AS due FROM marketing_schedule WHERE company_id = $1 AND task_id = $2',
        [hk, weekly?.id],
      );
      const due = zonedWallTime(new Date(schedule[0]?.due ?? NaN).getTime(), SETTINGS.timeZone);
      expect(weekdayOf(due.date)).toBe(5);
      expect(due.minute).toBe(15 * 60);
      expect(new Date(schedule[0]?.due ?? NaN).getTime()).toBeGreaterThan(now);
      const [birthday] = await api.records.matching('birthdayMarketing', { companyId: hk });
      const template = await api.records.find('emailTemplate', Number(birthday?.templateId));
      expect(birthday).toMatchObject({ enabled: true, channels: ['email'], subject: template?.subject });
    });

    it('adds nothing when seeded again', async () => {
      const counts = () =>
        query(
          `SELECT (SELECT count(*) FROM res_email_template WHERE company_id = $1) AS templates,
                (SELECT count(*) FROM res_marketing_task WHERE company_id = $1) AS tasks,
                (SELECT count(*) FROM marketing_run WHERE company_id = $1) AS runs,
                (SELECT count(*) FROM send_record WHERE company_id = $1) AS records,
                (SELECT count(*) FROM ledger_transaction WHERE company_id = $1) AS transactions`,
          [hk],
        );
      const before = await counts();
      await seedDemoMarketing(api.db, api.schemas, hk, SETTINGS, Date.now());
      expect(await counts()).toEqual(before);
    });
  },
  // The server's own dispatcher would start today's birthday run in the middle of the tests.
  { config: { jobWorkers: false } },
);
