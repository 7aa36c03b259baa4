// A marketing task killed twice mid-send (issue 25, "Done when"): a real server
// (tests/api/support/restartable-server.ts), sending through the SMTP catcher and the Twilio fake,
// is killed with SIGKILL while an email batch leaves and again while an SMS batch does, started
// again each time, and left to finish. Then each (task, occurrence, member, channel) has one send
// record, the members reached are exactly the consenting ones with an address the filter finds
// (worked out from the seed), each of them got one Message-ID (a mail claimed by the dead server is
// sent again under it), no phone got an SMS twice (one claimed and unanswered is failed
// "unconfirmed"), the run finished, and the credits taken are what was sent.
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher';
import { fakeTwilio, type FakeTwilio } from '../../support/sms-fake';
import { freePort } from '../support/child-server';
import {
  crashServer,
  crashSettings,
  seedCrashMembers,
  sendThroughTwoKills,
  type CrashSend,
  type CrashServer,
} from '../support/marketing-crash';
import {
  crashFindings,
  readCrashOutcome,
  type CrashFigures,
  type CrashFindings,
} from '../support/marketing-crash-findings';
import { restartableServer } from '../support/restartable-server';
import { testEngines } from '../support/test-database';

const MEMBERS = 800;
// Slow enough that each kill lands inside a batch, fast enough for a test of seconds.
const RATES = { emailPerSecond: 200, smsPerSecond: 100 };

describe.each(testEngines())('a marketing task through two SIGKILLs [%s]', (engine) => {
  const restartable = restartableServer(engine, 'server/main.ts');
  let server: CrashServer | undefined;
  let mail: MailCatcher;
  let sms: FakeTwilio;
  let send: CrashSend;
  let findings: CrashFindings;
  let figures: CrashFigures;

  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await fakeTwilio();
    await restartable.prepare();
    const db = await restartable.open();
    const seed = await seedCrashMembers(db, MEMBERS).finally(() => db.close());
    const port = await freePort();
    server = crashServer(port, () => restartable.serve(port, crashSettings({ mail, sms })));
    send = await sendThroughTwoKills(server, { mail, sms }, seed, RATES, 120_000);
    // Read with no server running: the embedded database admits one process at a time.
    const after = await restartable.open();
    const outcome = await readCrashOutcome(after, seed.companyId, send.taskId).finally(() => after.close());
    ({ findings, figures } = crashFindings(seed, send, outcome, {
      mails: mail.received,
      texts: sms.messages,
    }));
    // A hang guard, not a speed check: three starts of a server and a few seconds of sending.
  }, 300_000);

  afterAll(async () => {
    server?.abandon();
    await mail?.close();
    await sms?.close();
  });

  it('was killed twice while messages were leaving', () => {
    const [first, second] = send.kills;
    expect(send.kills).toHaveLength(2);
    // The first while emails left, before all had; the second while SMS left, before all had.
    expect(first?.mails).toBeGreaterThan(0);
    expect(first?.mails).toBeLessThan(figures.emailRecipients);
    expect(second?.sms).toBeGreaterThan(first?.sms ?? 0);
    expect(second?.sms).toBeLessThan(figures.smsRecipients);
    // Some members on each side of each count, so the checks below can tell a wrong one.
    expect(figures.emailRecipients).toBeGreaterThan(0);
    expect(figures.emailRecipients).toBeLessThan(MEMBERS);
    expect(figures.smsRecipients).toBeGreaterThan(0);
    expect(figures.smsRecipients).toBeLessThan(MEMBERS);
  });

  it('finished its one run, and the task', () => {
    expect(findings.run).toEqual([]);
  });

  it('keeps one send record per reached member and channel, and none for anyone else', () => {
    expect(findings.records).toEqual([]);
  });

  it('sent every email, each member one Message-ID however often a taken-over claim sent it', () => {
    expect(findings.emailRecords).toEqual([]);
    expect(findings.mails).toEqual([]);
    expect(figures.records['email sent']).toBe(figures.emailRecipients);
  });

  it('sent no SMS twice: each reached phone got it once or its record failed unconfirmed', () => {
    expect(findings.sms).toEqual([]);
    expect((figures.records['sms sent'] ?? 0) + (figures.records['sms failed unconfirmed'] ?? 0)).toBe(
      figures.smsRecipients,
    );
  });

  it('took the credits of what was sent, and gave back the rest', () => {
    expect(findings.credits).toEqual([]);
  });
});
