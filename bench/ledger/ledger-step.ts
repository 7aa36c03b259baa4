// `npm run bench -- --only ledger` (issue 23): the ledger on PostgreSQL at a million members. A
// million points lots past their expiry, written set-based as a million earning transactions would
// leave them, are expired by the expiry job's own handler; the company's ledger is then reconciled;
// and one member's balance is spent by 100 callers at once, each posting as the till would.
import { openPostgresDatabase, reconcileLedger } from '../../engine/server';
import type { Database } from '../../engine/server';
import { migrateDatabase } from '../../server/db/open-database';
import { memberLedger } from '../../server/members/member-ledger';
import { expirePoints } from '../../server/members/points-expiry';
import { onCleanup } from '../support/cleanup';
import { adminQuery, postgresUrl } from '../support/engines';
import { LatencySamples } from '../support/latency';

export const LEDGER_MEMBERS = 1_000_000;
const SEED_CHUNK = 100_000;
const LOT_POINTS = 100;
const CALLERS = 100;
const REDEMPTIONS = 5_000;
/** The app server's pool (openPostgresDatabase's default). */
const POOL = 10;

export interface LedgerFigures {
  members: number;
  seedSeconds: number;
  /** With the rate over its first and its last tenth of the lots: a rate that falls shows work growing with what was expired. */
  expiry: {
    lots: number;
    seconds: number;
    lotsPerSecond: number;
    firstTenthPerSecond: number;
    lastTenthPerSecond: number;
  };
  reconcile: { seconds: number; discrepancies: number };
  redemption: { callers: number; count: number; p50: number; p95: number; p99: number; perSecond: number };
}

/** A million members' points accounts, each with one lot due, balanced against pointsIssued. */
async function seedDueLots(db: Database, companyId: number): Promise<void> {
  const issued = await db.query<{ id: string }>(
    `INSERT INTO ledger_account (company_id, kind, member_id, unit, floor, lots)
     VALUES ($1, 'pointsIssued', 0, 'points', NULL, false) RETURNING id`,
    [companyId],
  );
  const issuedId = (issued.rows[0] as { id: string }).id;
  for (let from = 1; from <= LEDGER_MEMBERS; from += SEED_CHUNK) {
    const to = Math.min(LEDGER_MEMBERS, from + SEED_CHUNK - 1);
    await db.transaction(async (tx) => {
      const params = [companyId, from, to, LOT_POINTS, issuedId];
      await tx.query(
        `INSERT INTO ledger_account (company_id, kind, member_id, unit, floor, lots, balance)
         SELECT $1, 'points', g, 'points', 0, true, $4 FROM generate_series($2::int, $3::int) g`,
        params.slice(0, 4),
      );
      await tx.query(
        `INSERT INTO ledger_transaction (company_id, id, idempotency_key, request_hash, source_kind, source_id)
         OVERRIDING SYSTEM VALUE
         SELECT $1, g, 'seed-' || g, 'seed', 'bench', g::text FROM generate_series($2::int, $3::int) g`,
        params.slice(0, 3),
      );
      await tx.query(
        `INSERT INTO ledger_lot (company_id, account_id, transaction_id, amount, remaining, expires_at)
         SELECT $1, a.id, a.member_id, $4, $4, now() - interval '1 day'
         FROM ledger_account a WHERE a.company_id = $1 AND a.kind = 'points' AND a.member_id BETWEEN $2 AND $3`,
        params.slice(0, 4),
      );
      // The company's account moves first: each statement of entries leaves it at its last balance-after.
      await tx.query(
        'UPDATE ledger_account SET balance = -$2::bigint * $3::bigint WHERE company_id = $1 AND id = $4',
        [companyId, LOT_POINTS, to, issuedId],
      );
      await tx.query(
        `INSERT INTO ledger_entry (company_id, transaction_id, account_id, unit, type, amount, balance_after)
         SELECT $1, a.member_id, a.id, 'points', 'claim', $4, $4
         FROM ledger_account a WHERE a.company_id = $1 AND a.kind = 'points' AND a.member_id BETWEEN $2 AND $3
         UNION ALL
         SELECT $1, g, $5, 'points', 'claim', -$4::bigint, -$4::bigint * g FROM generate_series($2::int, $3::int) g`,
        params,
      );
    });
  }
  await db.query(`SELECT setval(pg_get_serial_sequence('ledger_transaction', 'id'), $1)`, [LEDGER_MEMBERS]);
  await db.query('ANALYZE');
}

/** Lots a second between the progress marks nearest `from` and `to` lots done. */
function rateBetween(marks: readonly [number, number][], from: number, to: number): number {
  const at = (lots: number) => marks.find(([done]) => done >= lots) ?? marks[marks.length - 1] ?? [0, 0];
  const [doneFrom, timeFrom] = at(from);
  const [doneTo, timeTo] = at(to);
  return timeTo > timeFrom ? Math.round(((doneTo - doneFrom) * 1000) / (timeTo - timeFrom)) : 0;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/** One member's balance spent by `CALLERS` posting at once, `REDEMPTIONS` in all. */
async function redeem(db: Database, companyId: number): Promise<LedgerFigures['redemption']> {
  const member = LEDGER_MEMBERS + 1;
  await memberLedger.post(db, {
    companyId,
    key: 'bench-top-up',
    postings: [
      { account: 'balance', member, amount: 100 * REDEMPTIONS, type: 'topUp' },
      { account: 'storedValueIssued', amount: -100 * REDEMPTIONS, type: 'topUp' },
    ],
  });
  const samples = new LatencySamples();
  let next = 0;
  const caller = async () => {
    while (next < REDEMPTIONS) {
      const n = next++;
      const started = performance.now();
      await memberLedger.postTogether(db, {
        companyId,
        key: `bench-redemption-${n}`,
        by: { device: 1 },
        postings: [
          { account: 'balance', member, amount: -100, type: 'dineIn' },
          { account: 'storedValueSpent', amount: 100, type: 'dineIn' },
        ],
      });
      samples.record(performance.now() - started);
    }
  };
  const [, seconds] = await timed(() => Promise.all(Array.from({ length: CALLERS }, caller)));
  const [p50, p95, p99] = samples.percentiles(50, 95, 99).map((ms) => Math.round(ms * 10) / 10);
  return {
    callers: CALLERS,
    count: samples.size,
    p50: p50 ?? 0,
    p95: p95 ?? 0,
    p99: p99 ?? 0,
    perSecond: Math.round(samples.size / seconds),
  };
}

export async function runLedgerStep(): Promise<LedgerFigures> {
  const database = `brigade_bench_ledger_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const dropped = onCleanup(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  const db = await openPostgresDatabase(postgresUrl(database), 'UTC', POOL);
  try {
    await migrateDatabase(db);
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO res_company (data) VALUES ('{}') RETURNING id",
    );
    const companyId = (rows[0] as { id: number }).id;
    console.log(`  seeding ${LEDGER_MEMBERS} members' due points lots…`);
    const [, seedSeconds] = await timed(() => seedDueLots(db, companyId));
    console.log(`  expiring them with the expiry job's handler…`);
    const signal = new AbortController().signal;
    const payload = { companyId, periodStart: new Date().toISOString() };
    const marks: [number, number][] = [[0, performance.now()]];
    const progress = (done: number) => {
      marks.push([done, performance.now()]);
      return Promise.resolve();
    };
    const [result, expirySeconds] = await timed(() =>
      expirePoints({ db, jobId: 'bench', payload, done: 0, progress, signal }),
    );
    const [discrepancies, reconcileSeconds] = await timed(() => reconcileLedger(db, companyId));
    console.log(`  ${CALLERS} callers redeeming from one member's balance…`);
    const redemption = await redeem(db, companyId);
    return {
      members: LEDGER_MEMBERS,
      seedSeconds: Math.round(seedSeconds),
      expiry: {
        lots: result.expired,
        seconds: Math.round(expirySeconds * 10) / 10,
        lotsPerSecond: Math.round(result.expired / expirySeconds),
        firstTenthPerSecond: rateBetween(marks, 0, LEDGER_MEMBERS / 10),
        lastTenthPerSecond: rateBetween(marks, (LEDGER_MEMBERS * 9) / 10, LEDGER_MEMBERS),
      },
      reconcile: { seconds: Math.round(reconcileSeconds * 10) / 10, discrepancies: discrepancies.length },
      redemption,
    };
  } finally {
    await db.close();
    await dropped();
  }
}
