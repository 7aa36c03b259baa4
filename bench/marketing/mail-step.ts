// `npm run bench -- --only marketing-mail` (issue 25): marketing emails rendered and delivered per
// second by the real run path, on each engine. The real server, its SMTP_URL a local sink, sends a
// task "now" to 5,000 consenting members through its own dispatcher job: a template with merge fields
// rendered for each member, a send record claimed and marked for each message, the outbox written.
// The company's email cap is raised to its most (500/s) so the cap is not what is measured. Timed
// from the task's creation to the sink's last message; the goal is 200 a second.
import type { Database } from '../../engine/server';
import { topUpCredits } from '../../server/members/message-credits';
import { apiCall } from '../support/api-call';
import { withBrigadeOn } from '../support/brigade-server';
import { onEngine, pgliteEngine, postgresEngine, type Engine, type EngineOutcome } from '../support/engines';
import { demoAccount, signIn } from '../support/sign-in';
import { seedEngine, withoutDemoOrders } from '../engine/seed-records';
import { startMailSink, type MailSink } from './mail-sink';

export const MAIL_MEMBERS = 5_000;
export const MAIL_GOAL_PER_SECOND = 200;
/** The members' age, which no demo member has: the task's filter picks them alone. */
const AGE = 101;
/** How long the sink may wait for its next message before the run counts as stalled. */
const STALL_MS = 60_000;

export interface MailFigures {
  members: number;
  /** Messages the sink took, and distinct recipients among them. */
  delivered: number;
  recipients: number;
  /** The task's own count of emails sent, once its run finished. */
  sent: number;
  /** From the task's creation to the sink's last message. */
  seconds: number;
  perSecond: number;
  /** From the task's creation to the sink's first message: the run's start. */
  firstMessageSeconds: number;
  /** From the first message to the last. */
  sendingPerSecond: number;
}

export interface MailStepFigures {
  pglite: EngineOutcome<MailFigures>;
  postgres: EngineOutcome<MailFigures>;
}

const HK_COMPANY = "(SELECT id FROM res_company WHERE data->>'name_en' = 'Harbour Island Dining Group')";

/** The members, each consenting to email, and the company's credits for them. */
async function seedMembers(db: Database): Promise<void> {
  const birthday = `${new Date().getUTCFullYear() - AGE}-01-01`;
  await db.query(
    `INSERT INTO res_member (company_id, data, created_by, updated_by)
     SELECT ${HK_COMPANY}, jsonb_build_object('nickname', 'Member ' || n, 'email', 'bench' || n || '@example.com',
                                              'birthday', $2::text, 'accountStatus', 'active'),
            1, 1
       FROM generate_series(1, $1) AS n`,
    [MAIL_MEMBERS, birthday],
  );
  await db.query(
    `INSERT INTO member_consent (company_id, member_id, channel, granted, how)
     SELECT company_id, id, 'email', true, 'signUp' FROM res_member WHERE data->>'email' LIKE 'bench%@example.com'`,
  );
  const { rows } = await db.query<{ id: number }>(`SELECT ${HK_COMPANY} AS id`);
  const companyId = rows[0]?.id;
  if (companyId === undefined) throw new Error('the demo company is missing');
  const credits = {
    companyId,
    channel: 'email' as const,
    credits: MAIL_MEMBERS,
    reason: 'bench',
    key: 'mail',
  };
  await topUpCredits(db, credits, null);
}

/** Resolves once the sink holds `count` messages; rejects when none came for STALL_MS. */
async function delivered(sink: MailSink, count: number): Promise<void> {
  let seen = -1;
  let since = Date.now();
  while (sink.arrivals.length < count) {
    if (sink.arrivals.length !== seen) [seen, since] = [sink.arrivals.length, Date.now()];
    if (Date.now() - since > STALL_MS)
      throw new Error(`the sink got ${seen} of ${count} messages, then none for ${STALL_MS / 1000} s`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The task's status and emails sent once its run has finished. */
async function finishedTask(call: Call, id: number): Promise<{ emailSent: number }> {
  const deadline = Date.now() + STALL_MS;
  while (Date.now() < deadline) {
    const [task] = await call<{ status: string; emailSent: number }[]>('PUT', '/marketing/task', { id });
    if (task?.status === 'finished') return task;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`task ${id} did not finish`);
}

/** One engine: the server mailing the sink, the task created and timed to its last message. */
async function measureMail(engine: Engine): Promise<MailFigures> {
  console.log(`  ${engine.name}: seeding ${MAIL_MEMBERS.toLocaleString('en')} consenting members`);
  await seedEngine(engine, 'res_member', seedMembers);
  const sink = await startMailSink();
  try {
    const mailing = withoutDemoOrders(engine);
    mailing.env.SMTP_URL = sink.url;
    return await withBrigadeOn(mailing, async (server) => {
      const { token } = await signIn(server.url, JSON.stringify(demoAccount('hk.owner')));
      const call: Call = (method, path, body) => apiCall(server.url, token, method, path, body);
      const management = await call<object>('PUT', '/marketing/sendManagement', {});
      await call('PUT', '/marketing/sendManagement/modify', {
        ...management,
        emailPerSecond: 500,
        quietHours: false,
        frequencyCap: 100,
      });
      const template = await call<{ id: number }>('POST', '/marketing/emailTemplate', {
        name: 'Bench',
        subject: '{{ name }}, we miss you',
        content:
          '<h1>Hello {{ name }}</h1><p>You hold <strong>{{ points }}</strong> points at the {{ level }} level.</p>' +
          '<p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></p>',
      });
      console.log(`  ${engine.name}: a task to them, sent now`);
      const started = Date.now();
      const task = await call<{ id: number }>('POST', '/marketing/task', {
        name: 'Bench mail',
        type: 'promotion',
        channels: ['email'],
        templateId: template.id,
        subject: '{{ name }}, we miss you',
        content: 'Hello {{ name }}',
        vipFilter: 'any',
        ageMin: AGE,
        ageMax: AGE,
        sendRule: 'now',
      });
      await delivered(sink, MAIL_MEMBERS);
      const { emailSent } = await finishedTask(call, task.id);
      const first = sink.arrivals[0] ?? started;
      const last = sink.arrivals.at(-1) ?? started;
      const seconds = (last - started) / 1000;
      return {
        members: MAIL_MEMBERS,
        delivered: sink.arrivals.length,
        recipients: sink.recipients.size,
        sent: emailSent,
        seconds: Math.round(seconds * 10) / 10,
        perSecond: Math.round(sink.arrivals.length / seconds),
        firstMessageSeconds: Math.round((first - started) / 100) / 10,
        sendingPerSecond: Math.round((sink.arrivals.length - 1) / ((last - first) / 1000)),
      };
    });
  } finally {
    await sink.close();
  }
}

export async function runMailStep(): Promise<MailStepFigures> {
  const pglite = await onEngine(pgliteEngine, measureMail);
  const postgres = await onEngine(postgresEngine, measureMail);
  for (const figures of [pglite, postgres])
    if (figures.perSecond !== undefined)
      console.log(`  ${figures.engine}: ${figures.perSecond}/s over ${figures.seconds} s`);
  return { pglite, postgres };
}
