// Marketing tasks sent (issue 25 items 2, 3, 4 and 7) through the real mail path to a local SMTP
// server and the SMS adapter to the local Twilio fake, the dispatcher run by hand: a task reaches
// exactly the consenting members its filter finds, once however often it runs, its credits taken
// for what left and the rest given back; stop and resume send nothing twice and leave nothing; the
// fake sees no more than the cap allows, and its throttling is tried again, not failed; quiet hours
// hold everything; the frequency cap skips; an unsubscribe excludes the member from the next task.
import { creditBalances } from '../../../server/members/message-credits';
import { twilioSms } from '../../../server/marketing/sms/twilio-sms';
import { fakeTwilio, FAKE_NUMBER, type FakeTwilio } from '../../support/sms-fake';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import {
  consentingMember,
  createTask as createTaskAs,
  saveSendManagement,
  testDispatcher,
  topUpBoth,
} from '../support/marketing-dispatch';
import { listen, nextEvent } from '../support/live-listener';
import { suiteMail } from '../support/suite-mail';
import { demoTenants } from '../support/tenants';
import { demoCompanyYear } from '../support/company-year';

type Row = Record<string, unknown>;

describe('marketing tasks sent', () => {
  const { mail, config } = suiteMail({ jobWorkers: false });
  let sms: FakeTwilio;
  beforeAll(async () => {
    sms = await fakeTwilio({ capPerSecond: 4 });
  });
  // The server's SMS provider is the fake, read when the harness starts the server, after it listens.
  const twilioConfig = () => ({
    accountSid: sms.accountSid,
    authToken: sms.authToken,
    from: FAKE_NUMBER,
    apiUrl: sms.url,
  });
  Object.defineProperty(config, 'twilio', { get: twilioConfig, enumerable: true });
  afterAll(() => sms.close());

  describeOnEachDatabase(
    'marketing sends',
    (api: ApiHarness) => {
      let company = 0;
      const dispatcher = testDispatcher(api, () => twilioSms(twilioConfig(), 'hk'));
      const dispatch = (signal?: AbortSignal) => dispatcher.dispatch(company, signal);
      const member = (record: Row, consents?: ('email' | 'sms')[]) =>
        consentingMember(api, company, record, consents);
      const createTask = (task: Row) => createTaskAs(api, 'hk.owner', task);
      const records = async (taskId: number) =>
        (
          await api.db.query<Row>(
            `SELECT member_id AS member, channel, status, reason FROM send_record
              WHERE company_id = $1 AND task = $2 ORDER BY channel, member_id`,
            [company, `marketing:${taskId}`],
          )
        ).rows;
      const sendManagement = (changes: Row) => saveSendManagement(api, 'hk.owner', changes);
      const group = (tag: string) => ({ content: `Hello {{ name }}, ${tag}`, subject: `News ${tag}` });
      // Each test's members are of an age no demo member is, which its task's filter asks for.
      const year = demoCompanyYear();
      const born = (age: number) => ({ birthday: `${year - age}-01-01` });
      const aged = (age: number) => ({ ageMin: age, ageMax: age });

      beforeAll(async () => {
        company = (await demoTenants(api.db)).hk;
        await topUpBoth(api, company, 1000, 't');
        // No quiet hours: the tests run at any hour.
        await sendManagement({ quietHours: false, emailPerSecond: 50, smsPerSecond: 3, frequencyCap: 100 });
      });

      it('reaches exactly the consenting members its filter finds, once, paying for what left', async () => {
        const reached = [
          await member({ nickname: 'Ada', email: 'ada@example.com', gender: 'female', ...born(101) }),
          await member({ nickname: 'Bea', email: 'bea@example.com', gender: 'female', ...born(101) }),
        ];
        await member({ nickname: 'Cai', email: 'cai@example.com', gender: 'female', ...born(101) }, []);
        await member({ nickname: 'Dan', email: 'dan@example.com', gender: 'male', ...born(101) });
        await member({
          nickname: 'Eve',
          gender: 'female',
          countryCode: '+852',
          phone: '62000001',
          ...born(101),
        });
        const before = await creditBalances(api.db, company);
        const estimate = await api.callAs<Row>('hk.owner', 'POST', '/marketing/task/estimate', {
          channels: ['email'],
          genders: ['female'],
          ...aged(101),
          content: 'x',
        });
        expect(estimate.data).toEqual({
          matching: 4,
          channels: { email: { recipients: 2, perPerson: 1, total: 2, available: before.email } },
        });
        const id = await createTask({
          name: 'Women',
          channels: ['email'],
          genders: ['female'],
          ...aged(101),
          ...group('A'),
        });
        expect(await dispatch()).toMatchObject({ ran: true, stopped: 'done' });
        const sent = await records(id);
        expect(sent).toEqual(
          reached.map((member) => ({ member, channel: 'email', status: 'sent', reason: null })),
        );
        const adaMail = await mail().next('ada@example.com');
        expect(adaMail.subject).toBe('News A');
        expect(adaMail.text).toContain('Hello Ada, A');
        expect(adaMail.text).toContain('/unsubscribe/');
        await mail().next('bea@example.com');
        // A second run of the dispatcher sends nothing more; the task is finished.
        await dispatch();
        expect(await records(id)).toEqual(sent);
        const task = await api.records.find('marketingTask', id);
        expect(task).toMatchObject({ status: 'finished', emailSent: 2, smsSent: 0, recipients: 2 });
        expect((await creditBalances(api.db, company)).email).toBe(before.email - 2);
      });

      it("tells an open task list of its progress: each statement on a campaign's send records is a change", async () => {
        const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
        const listener = await listen(
          address,
          '/pro-api/live?topics=marketingTask',
          await api.signIn('hk.owner'),
        );
        try {
          expect(await nextEvent(listener)).toEqual({ event: 'ready', data: {} });
          const [reached] = (
            await api.db.query<{ task: string }>(
              `SELECT task FROM send_record WHERE company_id = $1 AND task LIKE 'marketing:%' LIMIT 1`,
              [company],
            )
          ).rows;
          await api.db.query(
            `UPDATE send_record SET updated_at = now() WHERE company_id = $1 AND task = $2`,
            [company, reached?.task],
          );
          expect(await nextEvent(listener)).toEqual({
            event: 'change',
            data: { topic: 'marketingTask', companyId: company, shopId: null },
          });
        } finally {
          listener.close();
        }
      });

      it('keeps under the SMS cap at the provider, and retries its throttling instead of failing', async () => {
        const phones = Array.from({ length: 9 }, (_, index) => `6100000${index}`);
        for (const [index, phone] of phones.entries())
          await member({ nickname: `S${index}`, countryCode: '+852', phone, ...born(102) }, ['sms']);
        await sendManagement({ smsPerSecond: 6 });
        const id = await createTask({ name: 'Texts', channels: ['sms'], ...aged(102), ...group('S') });
        const start = sms.messages.length;
        let outcome = await dispatch();
        while (outcome.stopped === 'waiting') outcome = await dispatch();
        const rows = await records(id);
        expect(rows).toHaveLength(phones.length);
        expect(rows.every((row) => row.status === 'sent')).toBe(true);
        const got = sms.messages.slice(start);
        expect(got).toHaveLength(rows.length);
        expect(new Set(got.map((message) => message.to)).size).toBe(rows.length);
        // The fake throttles above 4 a second while the company allows 6: tried again, never failed.
        expect(sms.throttled).toBeGreaterThan(0);
        expect(sms.maxInAnyWindow(1000)).toBeLessThanOrEqual(4);
        expect(got[0]?.body).toMatch(/STOP/);
      });

      it('sends what a stopped task had left once it resumes, nothing twice, its credits back meanwhile', async () => {
        await sendManagement({ emailPerSecond: 2 });
        // The suite's mail server serves both engines: this test's mails are those after this one.
        const mailedBefore = mail().received.length;
        const emails = Array.from({ length: 8 }, (_, index) => `stop${index}@example.com`);
        for (const email of emails) await member({ nickname: email, email, ...born(103) }, ['email']);
        const id = await createTask({ name: 'Stop', channels: ['email'], ...aged(103), ...group('T') });
        const sending = dispatch();
        const sentSoFar = async () => (await records(id)).filter((row) => row.status === 'sent').length;
        while ((await sentSoFar()) < 2) await new Promise((wake) => setTimeout(wake, 50));
        expect(await api.callAs('hk.owner', 'PUT', '/marketing/task/stop', { id })).toMatchObject({
          status: 0,
        });
        await sending;
        const stopped = await records(id);
        const sentBefore = stopped.filter((row) => row.status === 'sent').length;
        expect(stopped.filter((row) => row.status === 'queued').length).toBeGreaterThan(0);
        const held = await creditBalances(api.db, company);
        expect(await api.callAs('hk.owner', 'PUT', '/marketing/task/resume', { id })).toMatchObject({
          status: 0,
        });
        await dispatch();
        const done = await records(id);
        expect(done.map((row) => row.status)).toEqual(emails.map(() => 'sent'));
        expect((await creditBalances(api.db, company)).email).toBe(held.email - (emails.length - sentBefore));
        for (const email of emails) await mail().next(email);
        const caught = mail()
          .received.slice(mailedBefore)
          .filter((one) => emails.some((email) => one.to.includes(email)));
        expect(caught).toHaveLength(emails.length);
      });

      it("settles a dead sender's claims once they are a lease old, in the same dispatch", async () => {
        const email = 'claimed@example.com';
        await member({ nickname: 'Claimed', email, ...born(106) }, ['email']);
        const id = await createTask({ name: 'Claimed', channels: ['email'], ...aged(106), ...group('C') });
        await dispatcher.dispatcher().startDue(company, Date.now());
        // As a server killed just after claiming it left it: a second short of the lease (30 s).
        await api.db.query(
          `UPDATE send_record SET status = 'sending', claimed_at = now() - interval '29 seconds'
            WHERE company_id = $1 AND task = $2`,
          [company, `marketing:${id}`],
        );
        expect(await dispatch()).toMatchObject({ ran: true, stopped: 'done', sent: 1 });
        expect(await records(id)).toEqual([expect.objectContaining({ channel: 'email', status: 'sent' })]);
        expect((await mail().next(email)).subject).toBe('News C');
        expect(await api.records.find('marketingTask', id)).toMatchObject({ status: 'finished' });
      });

      it('sends nothing in quiet hours, and skips a member over the frequency cap', async () => {
        await sendManagement({
          quietHours: true,
          quietFrom: '00:00',
          quietUntil: '23:59',
          emailPerSecond: 50,
        });
        const capped = await member({ nickname: 'Cap', email: 'cap@example.com', ...born(104) }, ['email']);
        const id = await createTask({ name: 'Quiet', channels: ['email'], ...aged(104), ...group('Q') });
        // 23:59 to 00:00 on the company's clock is the one minute a test at that time could meet.
        const quiet = await dispatch();
        if (quiet.stopped === 'quiet')
          expect((await records(id)).every((row) => row.status === 'queued')).toBe(true);
        await sendManagement({ quietHours: false, frequencyCap: 1, frequencyDays: 7 });
        await dispatch();
        expect((await records(id)).find((row) => row.member === capped)).toMatchObject({ status: 'sent' });
        const again = await createTask({ name: 'Again', channels: ['email'], ...aged(104), ...group('R') });
        await dispatch();
        expect(await records(again)).toEqual([
          { member: capped, channel: 'email', status: 'skipped', reason: 'frequencyCap' },
        ]);
        await sendManagement({ frequencyCap: 100 });
      });

      it('leaves a member who unsubscribed from a mail out of the next task', async () => {
        await member({ nickname: 'Gone', email: 'gone@example.com', ...born(105) }, ['email']);
        await createTask({ name: 'First', channels: ['email'], ...aged(105), ...group('U') });
        await dispatch();
        const received = await mail().next('gone@example.com');
        const token = /\/unsubscribe\/([\w.-]+)/.exec(received.text)?.[1];
        expect(token).toBeDefined();
        const oneClick = await api.app.inject({
          method: 'POST',
          url: `/pro-api/public/unsubscribe/${token ?? ''}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.json()).toMatchObject({ status: 0 });
        const next = await createTask({ name: 'Second', channels: ['email'], ...aged(105), ...group('V') });
        await dispatch();
        expect(await records(next)).toEqual([]);
      });
    },
    { config },
  );
});
