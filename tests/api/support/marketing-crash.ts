// Issue 25's "killed twice mid-send, exactly once", shared by tests/api/marketing/marketing-crash.test.ts
// and `npm run bench -- --only marketing-crash`: members written in bulk (some consenting, some not,
// some outside the task's filter, with and without an email or a phone), and a task to them sent
// now through a real server killed with SIGKILL twice while its messages leave. What must hold once
// it has finished is judged in marketing-crash-findings.ts.
import type { ChildProcess } from 'node:child_process';
import type { Database, Queryable } from '../../../engine/server';
import type { CreditBalances } from '../../../protocol/message-credits';
import { creditBalances, topUpCredits } from '../../../server/members/message-credits';
import type { MailCatcher } from '../../support/mail-catcher';
import { FAKE_NUMBER, type FakeTwilio } from '../../support/sms-fake';
import { waitUntilReady } from './child-server';
import { call, killHard, pause, signIn, stopCleanly } from './restartable-server';
import { demoCompanyYear } from './company-year';

export type Channel = 'email' | 'sms';

/** One seeded member as the test wrote him, and so what the task must do with him. */
export interface CrashMember {
  id: number;
  nickname: string;
  email: string | null;
  /** Eight digits, of Hong Kong (+852). */
  phone: string | null;
  gender: 'female' | 'male';
  birthday: string;
  /** Consent per channel: true, false (withdrawn: a row saying no), or undefined (no row). */
  consent: Record<Channel, boolean | undefined>;
}

/**
 * The task's filter: women of 80 to 85. Every member is 81 to 84 or 92: a year older where the
 * company's day is already past new year (Hong Kong is ahead of UTC), each is still on his side.
 */
const FILTER = { genders: ['female'], ageMin: 80, ageMax: 85 } as const;
const IN_AGES = [81, 82, 83, 84];
const OUTSIDE_AGE = 92;

/** Member `n`'s record: a pattern that leaves out a share on each count, each count's share its own. */
function memberRecord(n: number, year: number): Omit<CrashMember, 'id'> {
  const age = n % 9 === 7 ? OUTSIDE_AGE : (IN_AGES[n % IN_AGES.length] as number);
  const withdrawn = (share: number) => (n % share === 1 ? (n % 2 === 0 ? false : undefined) : true);
  return {
    nickname: `crash-${n}`,
    email: n % 10 === 3 ? null : `crash${n}@crash.example`,
    phone: n % 3 === 0 ? `4${String(n).padStart(7, '0')}` : null,
    gender: n % 5 === 4 ? 'male' : 'female',
    // 1 January: his age in whole years holds all year, but for a day at new year.
    birthday: `${year - age}-01-01`,
    consent: { email: withdrawn(7), sms: withdrawn(4) },
  };
}

/** Whom the task reaches on `channel`, worked out here from the seed, not by the product's SQL. */
export function reachedOn(members: readonly CrashMember[], channel: Channel): CrashMember[] {
  const year = demoCompanyYear();
  return members.filter((member) => {
    const age = year - Number(member.birthday.slice(0, 4));
    const inFilter =
      (FILTER.genders as readonly string[]).includes(member.gender) &&
      age >= FILTER.ageMin &&
      age <= FILTER.ageMax;
    return (
      inFilter &&
      member.consent[channel] === true &&
      Boolean(channel === 'email' ? member.email : member.phone)
    );
  });
}

export interface CrashSeed {
  companyId: number;
  members: CrashMember[];
  /** The company's credits once topped up for the task, before it runs. */
  credits: CreditBalances;
}

/** The demo's first company (hk.owner's). */
async function demoCompany(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    "SELECT id FROM res_company WHERE data->>'name_en' = 'Harbour Island Dining Group'",
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo company is missing');
  return id;
}

/**
 * Writes `count` members of the demo's first company in one statement into the member resource's
 * table, their consent (with its events) in another, and tops the company's credits up for them;
 * on a prepared database with no server running (the embedded one admits one process).
 */
export async function seedCrashMembers(db: Database, count: number): Promise<CrashSeed> {
  const companyId = await demoCompany(db);
  const year = demoCompanyYear();
  const records = Array.from({ length: count }, (_, n) => memberRecord(n, year));
  const { rows } = await db.query<{ id: number; nickname: string }>(
    `INSERT INTO res_member (company_id, data, created_by, updated_by)
     SELECT $1, jsonb_strip_nulls(member), 1, 1 FROM jsonb_array_elements($2::jsonb) AS member
     RETURNING id, data->>'nickname' AS nickname`,
    [
      companyId,
      JSON.stringify(
        records.map(({ consent: _consent, ...fields }) => ({
          ...fields,
          countryCode: fields.phone ? '+852' : null,
          accountStatus: 'active',
        })),
      ),
    ],
  );
  const ids = new Map(rows.map((row) => [row.nickname, row.id]));
  const members = records.map((record) => ({ ...record, id: ids.get(record.nickname) ?? 0 }));
  const consents = members.flatMap((member) =>
    (['email', 'sms'] as const).flatMap((channel) => {
      const granted = member.consent[channel];
      return granted === undefined ? [] : [{ member: member.id, channel, granted }];
    }),
  );
  await db.query(
    `WITH given AS (
       INSERT INTO member_consent (company_id, member_id, channel, granted, how)
       SELECT $1, c.member, c.channel, c.granted, 'import'
         FROM unnest($2::int[], $3::text[], $4::boolean[]) AS c(member, channel, granted)
       RETURNING company_id, member_id, channel, granted, how, changed_at
     )
     INSERT INTO member_consent_event (company_id, member_id, channel, granted, how, changed_at)
     SELECT company_id, member_id, channel, granted, how, changed_at FROM given`,
    [
      companyId,
      consents.map((consent) => consent.member),
      consents.map((consent) => consent.channel),
      consents.map((consent) => consent.granted),
    ],
  );
  await db.exec('ANALYZE res_member; ANALYZE member_consent');
  // Enough for an SMS of a few segments to each member.
  for (const channel of ['email', 'sms'] as const)
    await topUpCredits(
      db,
      { companyId, channel, credits: count * 4, reason: 'crash test', key: `crash-${channel}-${count}` },
      null,
    );
  return { companyId, members, credits: await creditBalances(db, companyId) };
}

/** The real server the send goes through, in a child process on `port`, started again after each kill. */
export interface CrashServer {
  port: number;
  /** Starts it and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL, and waits for it to end. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for its clean end. */
  stop(): Promise<void>;
  /** The last it wrote, for the error of a send that went wrong. */
  output(): string;
  /** SIGKILL without waiting, if it runs: a step that failed leaves no server behind. */
  abandon(): void;
}

/** A CrashServer of the child processes `spawn` starts, each the server on `port`. */
export function crashServer(port: number, spawn: () => ChildProcess): CrashServer {
  let child: ChildProcess | undefined;
  let said = '';
  const running = () => {
    if (!child) throw new Error('no server started');
    return child;
  };
  return {
    port,
    async start() {
      child = spawn();
      // Drained, so a talkative server never blocks on a full pipe; its last words kept.
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => {
          said = (said + chunk.toString()).slice(-4000);
        });
      await waitUntilReady(port, child);
    },
    kill: () => killHard(running()),
    async stop() {
      const code = await stopCleanly(running());
      if (code !== 0) throw new Error(`the server ended with ${code} when stopped`);
    },
    output: () => said,
    abandon() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export interface CrashCatchers {
  mail: MailCatcher;
  sms: FakeTwilio;
}

/** The server's environment that sends through the catchers, its lease short so a restart takes over at once. */
export function crashSettings({ mail, sms }: CrashCatchers): NodeJS.ProcessEnv {
  return {
    SMTP_URL: mail.url,
    TWILIO_ACCOUNT_SID: sms.accountSid,
    TWILIO_AUTH_TOKEN: sms.authToken,
    TWILIO_FROM: FAKE_NUMBER,
    TWILIO_API_URL: sms.url,
    MARKETING_LEASE_SECONDS: '5',
  };
}

/** What a kill found: the messages the catchers had received by then. */
export interface Kill {
  mails: number;
  sms: number;
  /** ms from the task's creation. */
  at: number;
  /** ms the server took to answer again. */
  downMs: number;
}

export interface CrashSend {
  taskId: number;
  kills: Kill[];
  /** ms from the task's creation to its finish as the API reads it. */
  ms: number;
}

export interface CrashRates {
  emailPerSecond: number;
  smsPerSecond: number;
}

/**
 * Waits, looking every few ms, until `enough` says so; after `timeoutMs` throws naming `what`, with
 * the server's last words.
 */
async function until(
  enough: () => boolean | Promise<boolean>,
  what: string,
  { server, timeoutMs, everyMs = 5 }: { server: CrashServer; timeoutMs: number; everyMs?: number },
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await enough())) {
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not happen within ${timeoutMs / 1000} s; the server said:\n${server.output()}`,
      );
    await pause(everyMs);
  }
}

/**
 * hk.owner sends a task to `seed`'s members now, by email and SMS; the server is killed once an
 * email batch is leaving (a quarter of the emails received), started again, killed again while an
 * SMS batch is leaving (a quarter of the SMS left then), started again, and left to finish; it is
 * stopped cleanly at the end. `timeoutMs` bounds each wait: a hang guard, not a speed check.
 */
export async function sendThroughTwoKills(
  server: CrashServer,
  { mail, sms }: CrashCatchers,
  seed: CrashSeed,
  rates: CrashRates,
  timeoutMs: number,
): Promise<CrashSend> {
  const emails = reachedOn(seed.members, 'email').length;
  const texts = reachedOn(seed.members, 'sms').length;
  await server.start();
  let token = await signIn(server.port);
  const current = await call<object>(server.port, token, 'PUT', '/marketing/sendManagement', {});
  // No quiet hours: it runs at any hour; no frequency cap to skip anyone.
  await call(server.port, token, 'PUT', '/marketing/sendManagement/modify', {
    ...current,
    ...rates,
    quietHours: false,
    frequencyCap: 100,
  });
  const mailsBefore = mail.received.length;
  const smsBefore = sms.messages.length;
  const received = () => ({
    mails: mail.received.length - mailsBefore,
    sms: sms.messages.length - smsBefore,
  });
  const task = await call<{ id: number }>(server.port, token, 'POST', '/marketing/task', {
    name: 'Through two kills',
    type: 'promotion',
    vipFilter: 'any',
    sendRule: 'now',
    smsLanguage: 'en',
    channels: ['email', 'sms'],
    ...FILTER,
    subject: 'Twice killed',
    content: 'Hello {{ name }}, twice killed.',
  });
  const started = Date.now();
  const kills: Kill[] = [];
  const killAndRestart = async () => {
    await server.kill();
    const killed = { ...received(), at: Date.now() - started };
    await server.start();
    kills.push({ ...killed, downMs: Date.now() - started - killed.at });
  };

  const limits = { server, timeoutMs };
  await until(() => received().mails >= Math.ceil(emails / 4), 'a quarter of the emails', limits);
  await killAndRestart();
  // Killed as an SMS arrives, so the rest of its batch is claimed and under way.
  const smsTarget = (kills[0]?.sms ?? 0) + Math.ceil((texts - (kills[0]?.sms ?? 0)) / 4);
  let seen = received().sms;
  await until(
    () => {
      const now = received().sms;
      const arriving = now > seen;
      seen = now;
      return arriving && now >= smsTarget;
    },
    'an SMS batch after the first restart',
    limits,
  );
  await killAndRestart();

  token = await signIn(server.port);
  const status = async () =>
    (
      await call<{ status: string }[]>(server.port, token, 'PUT', '/marketing/task', {
        ids: [task.id],
        pageNumber: 1,
        pageSize: 1,
      })
    )[0]?.status;
  await until(async () => (await status()) === 'finished', 'the task’s finish', { ...limits, everyMs: 250 });
  const ms = Date.now() - started;
  await server.stop();
  return { taskId: task.id, kills, ms };
}
