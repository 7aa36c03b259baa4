// The email cap at the SMTP server (issue 25: "the local SMTP and SMS fakes see no more messages per
// second than the caps allow"): a task to more consenting members than the company's email cap lets
// out in a second, sent through the real mail path, reaches every one of them and never more than
// the cap within any one second as the SMTP server saw them arrive.
import { maxInAnyWindow } from '../../support/sliding-window';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import {
  consentingMember,
  createTask,
  saveSendManagement,
  testDispatcher,
  topUpBoth,
} from '../support/marketing-dispatch';
import { suiteMail } from '../support/suite-mail';
import { demoTenants } from '../support/tenants';
import { demoCompanyYear } from '../support/company-year';

const CAP = 4;
const MEMBERS = 14;
/** An age no demo member is, which the task's filter asks for. */
const AGE = 106;

describe('the email cap', () => {
  const { mail, config } = suiteMail({ jobWorkers: false });

  describeOnEachDatabase(
    'email pace',
    (api: ApiHarness) => {
      const { dispatch } = testDispatcher(api);

      it('lets no more mails than the cap reach the SMTP server in any second', async () => {
        const company = (await demoTenants(api.db)).hk;
        await topUpBoth(api, company, 1000, 'pace');
        await saveSendManagement(api, 'hk.owner', {
          quietHours: false,
          emailPerSecond: CAP,
          frequencyCap: 100,
        });
        const birthday = `${demoCompanyYear() - AGE}-01-01`;
        const emails = Array.from({ length: MEMBERS }, (_, index) => `pace${index}@example.com`);
        for (const email of emails)
          await consentingMember(api, company, { nickname: email, email, birthday }, ['email']);
        const id = await createTask(api, 'hk.owner', {
          name: 'Paced',
          channels: ['email'],
          ageMin: AGE,
          ageMax: AGE,
          subject: 'Paced',
          content: 'Hello {{ name }}',
        });
        // The suite's SMTP server serves both engines: this engine's mails are those after this one.
        const before = mail().received.length;
        expect(await dispatch(company)).toMatchObject({ ran: true, stopped: 'done', sent: MEMBERS });
        const { rows } = await api.db.query<{ status: string; count: number }>(
          `SELECT status, count(*)::int AS count FROM send_record
            WHERE company_id = $1 AND task = $2 GROUP BY status`,
          [company, `marketing:${id}`],
        );
        expect(rows).toEqual([{ status: 'sent', count: MEMBERS }]);
        for (const email of emails) await mail().next(email);
        const caught = mail().received.slice(before);
        expect(caught.flatMap((one) => one.to).sort()).toEqual([...emails].sort());
        expect(
          maxInAnyWindow(
            caught.map((one) => one.at),
            1000,
          ),
        ).toBeLessThanOrEqual(CAP);
      });
    },
    { config },
  );
});
