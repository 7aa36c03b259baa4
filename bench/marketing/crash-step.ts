// `npm run bench -- --only marketing-crash` (issue 25): a task to 100,000 members, by email and SMS
// at the highest caps send management allows, through a real server killed with SIGKILL twice
// mid-send and started again each time, on each engine; timed from the task's creation to its
// finish, and judged by the same checks as tests/api/marketing/marketing-crash.test.ts.
import { readConfig } from '../../server/config';
import { databaseTarget, openDatabase } from '../../server/db/open-database';
import { startMailCatcher } from '../../tests/support/mail-catcher';
import { fakeTwilio } from '../../tests/support/sms-fake';
import { freePort } from '../../tests/api/support/child-server';
import {
  crashServer,
  crashSettings,
  seedCrashMembers,
  sendThroughTwoKills,
  type CrashSeed,
} from '../../tests/api/support/marketing-crash';
import {
  crashFindings,
  readCrashOutcome,
  type CrashFigures,
  type CrashFindings,
} from '../../tests/api/support/marketing-crash-findings';
import { spawnServer } from '../../tests/api/support/restartable-server';
import { seedEngine, withoutDemoOrders } from '../engine/seed-records';
import { onCleanup } from '../support/cleanup';
import { onEngine, pgliteEngine, postgresEngine, type Engine, type EngineOutcome } from '../support/engines';

export const CRASH_MEMBERS = 100_000;
/** Send management's highest caps (schemas/marketing/send-management.json). */
const RATES = { emailPerSecond: 500, smsPerSecond: 100 };
/** Each wait's bound: a hang guard, far above the send's few minutes. */
const WAIT_MS = 30 * 60_000;

export interface CrashBenchFigures extends CrashFigures {
  /** From the task's creation to its finish, the two restarts included. */
  seconds: number;
  /** Of which the server was down: each kill to its restart's first answer. */
  downSeconds: number;
  /** Distinct messages received (Message-IDs, SMS) a second over `seconds`. */
  perSecond: number;
  /** The messages the catchers had at each kill. */
  kills: { mails: number; sms: number }[];
  findings: CrashFindings;
}

async function crashOn(bare: Engine): Promise<CrashBenchFigures> {
  const engine = withoutDemoOrders(bare);
  const catchers = { mail: await startMailCatcher(), sms: await fakeTwilio() };
  try {
    console.log(`  ${engine.name}: seeding ${CRASH_MEMBERS.toLocaleString('en')} members`);
    let seed: CrashSeed | undefined;
    await seedEngine(engine, 'res_member', async (db) => {
      seed = await seedCrashMembers(db, CRASH_MEMBERS);
    });
    if (!seed) throw new Error('the members were not seeded');
    console.log(`  ${engine.name}: sending, killed twice`);
    const port = await freePort();
    // The engine's database alone, whatever DATABASE_URL the bench was started with.
    const env = {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...engine.env,
      ...crashSettings(catchers),
    };
    const server = crashServer(port, () => spawnServer('server/main.ts', env, port));
    // A bench stopped midway leaves no server behind.
    const abandoned = onCleanup(() => Promise.resolve(server.abandon()));
    const send = await sendThroughTwoKills(server, catchers, seed, RATES, WAIT_MS).finally(abandoned);
    const db = await openDatabase(databaseTarget(readConfig(engine.env)));
    const outcome = await readCrashOutcome(db, seed.companyId, send.taskId).finally(() => db.close());
    const { findings, figures } = crashFindings(seed, send, outcome, {
      mails: catchers.mail.received,
      texts: catchers.sms.messages,
    });
    const seconds = send.ms / 1000;
    const smsReceived = (figures.records['sms sent'] ?? 0) + figures.smsUnconfirmedReceived;
    return {
      ...figures,
      seconds: Math.round(seconds),
      downSeconds: Math.round(send.kills.reduce((sum, kill) => sum + kill.downMs, 0) / 1000),
      perSecond: Math.round((figures.emailRecipients + smsReceived) / seconds),
      kills: send.kills.map(({ mails, sms }) => ({ mails, sms })),
      findings,
    };
  } finally {
    await catchers.mail.close();
    await catchers.sms.close();
    await engine.dispose();
  }
}

/** The crash step on PostgreSQL, then on PGlite. */
export async function runMarketingCrashStep(): Promise<EngineOutcome<CrashBenchFigures>[]> {
  return [await onEngine(postgresEngine, crashOn), await onEngine(pgliteEngine, crashOn)];
}
