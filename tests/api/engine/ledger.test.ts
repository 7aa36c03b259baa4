// The ledger (engine/server/ledger, issue 23 item 1) on each engine: fast-check's mixed operations,
// several at once on a few members, half of them posted together in batches, leave every account equal to the sum of its entries, every
// transaction at zero and no balance below zero; a replay with its key moves nothing; a refund moves
// back exactly what its transaction moved; and the database itself refuses a broken entry.
import fc from 'fast-check';
import { reconcileLedger, type PostedTransaction } from '../../../engine/server';
import type { Database } from '../../../engine/server/db/database';
import { migrateDatabase } from '../../../server/db/open-database';
import { memberLedger } from '../../../server/members/member-ledger';
import {
  isPosting,
  ledgerOperation,
  moves,
  outcomeOf,
  postingsOf,
  runCall,
  type CallOutcome,
  type LedgerCall,
  type LedgerOperation,
} from '../support/ledger-operations';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-database';

// 10 runs of 1,000 operations: the 10,000, each run on a company of its own.
const RUNS = 10;
const OPERATIONS = 1_000;
// Operations started together: more than the PostgreSQL pool's 4 connections, so writers wait on locks.
const WAVE = 8;
const REFUSALS = ['insufficientFunds', 'notFound', 'duplicate'];
// Replays run during the run too; at its end every 10th acknowledged call is sent again at once.
const REPLAY_EVERY = 10;

async function newCompany(db: Database): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO res_company (data) VALUES ('{}') RETURNING id",
  );
  return (rows[0] as { id: number }).id;
}

/** One operation as it ran: the call it made (none for an expiry run or a replay) and its outcome. */
interface Ran {
  call: LedgerCall | null;
  outcome: CallOutcome | null;
}

interface Acknowledged {
  call: LedgerCall;
  posted: PostedTransaction;
}

const acknowledgedOf = (ran: readonly Ran[]): Acknowledged[] =>
  ran.flatMap(({ call, outcome }) =>
    call && outcome && 'posted' in outcome ? [{ call, posted: outcome.posted }] : [],
  );

interface RunRecord {
  ran: Ran[];
  /** Each replay's first answer and its repeat. */
  replays: [PostedTransaction, CallOutcome][];
}

const pick = <T>(items: readonly T[], at: number): T | undefined => items[at % Math.max(items.length, 1)];

function callFor(
  operation: LedgerOperation,
  index: number,
  companyId: number,
  done: RunRecord,
): LedgerCall | null {
  const key = `c${companyId}-op${index}`;
  if (isPosting(operation)) {
    const postings = postingsOf(operation, Date.now());
    const request = { companyId, key, postings, by: { user: 1 }, reason: 'counted again' };
    return { key, request, together: index % 2 === 0 };
  }
  if (operation.kind !== 'refund') return null;
  const target = pick(
    done.ran.flatMap(({ call }) => (call && 'request' in call ? [call] : [])),
    operation.target,
  );
  return target ? { key, reverses: target.key } : null;
}

async function runOperation(
  db: Database,
  companyId: number,
  operation: LedgerOperation,
  index: number,
  done: RunRecord,
): Promise<Ran> {
  const call = callFor(operation, index, companyId, done);
  if (call) return { call, outcome: await outcomeOf(() => runCall(db, companyId, call)) };
  // Every other run is one of two shards, as the expiry job's workers run.
  const shard = index % 2 === 0 ? { index: 0, of: 1 } : { index: (index >> 1) % 2, of: 2 };
  if (operation.kind === 'expire') await memberLedger.expireDue(db, companyId, new Date(), 20, shard);
  const replayed = operation.kind === 'replay' ? pick(acknowledgedOf(done.ran), operation.target) : undefined;
  if (replayed)
    done.replays.push([replayed.posted, await outcomeOf(() => runCall(db, companyId, replayed.call))]);
  return { call: null, outcome: null };
}

async function runAll(db: Database, companyId: number, operations: LedgerOperation[]): Promise<RunRecord> {
  const done: RunRecord = { ran: [], replays: [] };
  for (let start = 0; start < operations.length; start += WAVE) {
    const wave = operations.slice(start, start + WAVE);
    // A wave refunds and replays only what earlier waves did, so each knows its target's outcome.
    done.ran.push(
      ...(await Promise.all(
        wave.map((operation, offset) => runOperation(db, companyId, operation, start + offset, done)),
      )),
    );
  }
  return done;
}

const balances = async (db: Database, companyId: number) =>
  (await db.query('SELECT id, balance FROM ledger_account WHERE company_id = $1 ORDER BY id', [companyId]))
    .rows;

async function transactionKeys(db: Database, companyId: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    "SELECT idempotency_key AS key FROM ledger_transaction WHERE company_id = $1 AND idempotency_key NOT LIKE '#%'",
    [companyId],
  );
  return rows.map(({ key }) => key).sort();
}

describe.each(testEngines())('the ledger [%s]', (engine) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    db = test.db;
    await migrateDatabase(db);
  });
  afterAll(() => test.drop());

  it('holds under 10,000 mixed operations at once: sums, floors, replays and exact refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ledgerOperation, { minLength: OPERATIONS, maxLength: OPERATIONS }),
        async (operations) => {
          const companyId = await newCompany(db);
          const run = await runAll(db, companyId, operations);
          for (const { outcome } of run.ran)
            if (outcome && 'refused' in outcome) expect(REFUSALS).toContain(outcome.refused);
          expect(await reconcileLedger(db, companyId)).toEqual([]);

          // What was acknowledged is there once; what was refused left nothing. Most calls go through.
          const acknowledged = acknowledgedOf(run.ran);
          const keys = acknowledged.map(({ call }) => call.key).sort();
          expect(keys.length).toBeGreaterThan(OPERATIONS / 3);
          expect(await transactionKeys(db, companyId)).toEqual(keys);

          // Replays during the run answered the first outcome.
          for (const [first, again] of run.replays)
            expect(again).toEqual({ posted: { ...first, replayed: true } });

          // A refund moved back exactly what its transaction moved.
          const byKey = new Map(acknowledged.map(({ call, posted }) => [call.key, posted]));
          for (const { call, posted } of acknowledged) {
            if ('request' in call) continue;
            const original = byKey.get(call.reverses) as PostedTransaction;
            const negated = original.entries.map((entry) => ({ ...entry, amount: -entry.amount }));
            expect(moves(posted)).toEqual(moves({ ...original, entries: negated }));
          }

          // A sample of the acknowledged calls again, all at once: nothing moves.
          const before = await balances(db, companyId);
          const sample = acknowledged.filter((_, at) => at % REPLAY_EVERY === 0);
          const again = await Promise.all(sample.map(({ call }) => runCall(db, companyId, call)));
          expect(again.every(({ replayed }) => replayed)).toBe(true);
          expect(await balances(db, companyId)).toEqual(before);
          expect(await transactionKeys(db, companyId)).toEqual(keys);
        },
      ),
      // A failing run is reported as it is: shrinking 1,000 calls against a database would take hours.
      { numRuns: RUNS, endOnFailure: true },
    );
    // A hang guard, not a speed check: 10,000 round trips, slow on two shared cores in the full run.
  }, 600_000);

  it('posts an order sent three times at once once, and refuses its key for another request', async () => {
    const companyId = await newCompany(db);
    await memberLedger.post(db, {
      companyId,
      key: 'top-up',
      postings: [
        { account: 'balance', member: 9, amount: 5_000, type: 'topUp' },
        { account: 'storedValueIssued', amount: -5_000, type: 'topUp' },
      ],
    });
    const order = postingsOf(
      { kind: 'order', member: 9, pay: 1_200, earn: 12, expiresInSeconds: 3_600 },
      Date.now(),
    );
    const request = { companyId, key: 'order-A17', postings: order, source: { kind: 'order', id: 'A17' } };
    const answers = await Promise.all([1, 2, 3].map(() => memberLedger.post(db, request)));
    expect(answers.filter(({ replayed }) => !replayed)).toHaveLength(1);
    expect(await memberLedger.holdings(db, companyId, 9)).toEqual({ balance: 3_800, points: 12 });
    const other = {
      ...request,
      postings: postingsOf({ kind: 'order', member: 9, pay: 1, earn: 1, expiresInSeconds: 60 }, Date.now()),
    };
    expect(await outcomeOf(() => memberLedger.post(db, other))).toEqual({ refused: 'keyReused' });
  });

  it("posts a tills' redemptions together: each its own transaction, in order, refused once the balance runs out", async () => {
    const companyId = await newCompany(db);
    const topUp = [
      { account: 'balance' as const, member: 7, amount: 1_000, type: 'topUp' },
      { account: 'storedValueIssued' as const, amount: -1_000, type: 'topUp' },
    ];
    await memberLedger.post(db, { companyId, key: 'top-up', postings: topUp });
    const redemption = (key: string) => ({
      companyId,
      key,
      by: { device: 3 },
      postings: [
        { account: 'balance' as const, member: 7, amount: -100, type: 'dineIn' },
        { account: 'storedValueSpent' as const, amount: 100, type: 'dineIn' },
      ],
    });
    // 15 at once on one member, three of them a key sent twice: 12 distinct redemptions of 1 from 10.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        outcomeOf(() => memberLedger.postTogether(db, redemption(`redeem-${n % 12}`))),
      ),
    );
    const posted = answers.flatMap((answer) =>
      'posted' in answer && !answer.posted.replayed ? [answer.posted] : [],
    );
    expect(posted).toHaveLength(10);
    expect(answers.filter((answer) => 'refused' in answer)).toHaveLength(2);
    expect(answers.filter((answer) => 'posted' in answer && answer.posted.replayed)).toHaveLength(3);
    expect(new Set(posted.map(({ transactionId }) => transactionId)).size).toBe(10);
    // Each answer's balance is the one its own transaction left, in the order they were posted.
    const left = posted
      .map(({ transactionId, entries }) => [
        transactionId,
        entries.find(({ account }) => account === 'balance')?.balanceAfter,
      ])
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, after]) => after);
    expect(left).toEqual([900, 800, 700, 600, 500, 400, 300, 200, 100, 0]);
    expect(await memberLedger.holdings(db, companyId, 7)).toEqual({ balance: 0 });
    expect(await reconcileLedger(db, companyId)).toEqual([]);
    // A key used for another request is refused in a batch as alone; nothing moves.
    const other = {
      ...redemption('redeem-1'),
      postings: topUp.map((posting) => ({ ...posting, amount: -posting.amount })),
    };
    expect(await outcomeOf(() => memberLedger.postTogether(db, other))).toEqual({ refused: 'keyReused' });
    expect(await outcomeOf(() => memberLedger.postTogether(db, redemption('redeem-20')))).toEqual({
      refused: 'insufficientFunds',
    });
    expect(await memberLedger.holdings(db, companyId, 7)).toEqual({ balance: 0 });
  });

  it('spends the soonest-expiring lot first, never an expired one, and expires the rest once', async () => {
    const companyId = await newCompany(db);
    const earn = (key: string, amount: number, inSeconds: number) =>
      memberLedger.post(db, {
        companyId,
        key,
        postings: postingsOf(
          { kind: 'order', member: 3, pay: 0, earn: amount, expiresInSeconds: inSeconds },
          Date.now(),
        ),
      });
    await earn('past', 100, -5);
    await earn('later', 50, 7_200);
    await earn('soon', 30, 3_600);
    const spend = (points: number) => postingsOf({ kind: 'spendPoints', member: 3, points }, Date.now());
    expect(
      await outcomeOf(() => memberLedger.post(db, { companyId, key: 'too-much', postings: spend(81) })),
    ).toEqual({
      refused: 'insufficientFunds',
    });
    await memberLedger.post(db, { companyId, key: 'spend', postings: spend(40) });
    const { rows } = await db.query(
      'SELECT amount, remaining FROM ledger_lot WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    expect(rows).toEqual([
      { amount: 100, remaining: 100 },
      { amount: 50, remaining: 40 },
      { amount: 30, remaining: 0 },
    ]);
    expect(await memberLedger.companiesWithDueLots(db, new Date())).toContain(companyId);
    expect(await memberLedger.expireDue(db, companyId, new Date(), 100)).toBe(1);
    expect(await memberLedger.expireDue(db, companyId, new Date(), 100)).toBe(0);
    expect(await memberLedger.companiesWithDueLots(db, new Date())).not.toContain(companyId);
    const expired = await db.query('SELECT remaining FROM ledger_lot WHERE company_id = $1 ORDER BY id', [
      companyId,
    ]);
    expect(expired.rows).toEqual([{ remaining: 0 }, { remaining: 40 }, { remaining: 0 }]);
    expect(await memberLedger.holdings(db, companyId, 3)).toEqual({ points: 40 });
    expect(await reconcileLedger(db, companyId)).toEqual([]);
  });

  it('expires a lot once more when a refund gives points back to it after a run expired its rest', async () => {
    const companyId = await newCompany(db);
    const later = new Date(Date.now() + 7_200_000);
    await memberLedger.post(db, {
      companyId,
      key: 'earn',
      postings: postingsOf(
        { kind: 'order', member: 4, pay: 0, earn: 100, expiresInSeconds: 3_600 },
        Date.now(),
      ),
    });
    await memberLedger.post(db, {
      companyId,
      key: 'spend',
      postings: postingsOf({ kind: 'spendPoints', member: 4, points: 30 }, Date.now()),
    });
    expect(await memberLedger.expireDue(db, companyId, later, 100)).toBe(1);
    await runCall(db, companyId, { key: 'spend-back', reverses: 'spend' });
    expect(await memberLedger.holdings(db, companyId, 4)).toEqual({ points: 30 });
    expect(await memberLedger.expireDue(db, companyId, later, 100)).toBe(1);
    expect(await memberLedger.holdings(db, companyId, 4)).toEqual({ points: 0 });
    expect(await reconcileLedger(db, companyId)).toEqual([]);
  });

  it('refuses an unbalanced or edited entry in the database, and reconciliation finds a balance written by hand', async () => {
    const companyId = await newCompany(db);
    const { transactionId } = await memberLedger.post(db, {
      companyId,
      key: 'edit',
      postings: postingsOf({ kind: 'edit', member: 5, unit: 'cents', amount: 700 }, Date.now()),
    });
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM ledger_account WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    await expect(
      db.query(
        "INSERT INTO ledger_entry (company_id, transaction_id, account_id, unit, type, amount, balance_after) VALUES ($1, $2, $3, 'cents', 'refund', 5, 705)",
        [companyId, transactionId, (rows[0] as { id: number }).id],
      ),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(LG003|23505)$/) });
    await expect(
      db.query('UPDATE ledger_entry SET amount = amount WHERE company_id = $1', [companyId]),
    ).rejects.toMatchObject({
      code: 'LG005',
    });
    await db.query(
      'UPDATE ledger_account SET balance = balance + 1 WHERE company_id = $1 AND member_id = 5',
      [companyId],
    );
    expect((await reconcileLedger(db, companyId)).map(({ check }) => check)).toEqual(['accountSum']);
  });
});
