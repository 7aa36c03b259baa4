// The mixed operations of the ledger's property test (issue 23, "Done when"): top-ups, orders that
// pay from the balance and earn points, points spent, restaurant edits both ways, refunds,
// expiry runs and replays, on a few members of one company, as fast-check generates them.
import fc from 'fast-check';
import { BusinessError, type LedgerRequest, type PostedTransaction } from '../../../engine/server';
import type { Database } from '../../../engine/server/db/database';
import { memberLedger, type MemberLedgerAccount } from '../../../server/members/member-ledger';

export type LedgerOperation =
  | { kind: 'topUp'; member: number; cents: number }
  | { kind: 'order'; member: number; pay: number; earn: number; expiresInSeconds: number }
  | { kind: 'spendPoints'; member: number; points: number }
  | { kind: 'edit'; member: number; unit: 'cents' | 'points'; amount: number }
  | { kind: 'refund'; target: number }
  | { kind: 'replay'; target: number }
  | { kind: 'expire' };

const member = fc.integer({ min: 1, max: 4 });
const nonZero = (max: number) => fc.integer({ min: -max, max }).filter((amount) => amount !== 0);

export const ledgerOperation: fc.Arbitrary<LedgerOperation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      member,
      cents: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      member,
      pay: fc.integer({ min: 0, max: 8_000 }),
      earn: fc.integer({ min: 1, max: 400 }),
      // Some lots are past their expiry as soon as they are made, so expiry runs find work.
      expiresInSeconds: fc.integer({ min: -60, max: 86_400 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('spendPoints' as const),
      member,
      points: fc.integer({ min: 1, max: 500 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      member,
      unit: fc.constantFrom('cents' as const, 'points' as const),
      amount: nonZero(5_000),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
);

type Posting = LedgerRequest<MemberLedgerAccount>['postings'][number];

export type PostingOperation = Extract<LedgerOperation, { kind: 'topUp' | 'order' | 'spendPoints' | 'edit' }>;

export const isPosting = (operation: LedgerOperation): operation is PostingOperation =>
  ['topUp', 'order', 'spendPoints', 'edit'].includes(operation.kind);

/** The postings of an operation that posts a new transaction. */
export function postingsOf(operation: PostingOperation, now: number): Posting[] {
  switch (operation.kind) {
    case 'topUp':
      return [
        { account: 'balance', member: operation.member, amount: operation.cents, type: 'topUp' },
        { account: 'storedValueIssued', amount: -operation.cents, type: 'topUp' },
      ];
    case 'order': {
      const expiresAt = new Date(now + operation.expiresInSeconds * 1000);
      const earned: Posting[] = [
        { account: 'points', member: operation.member, amount: operation.earn, type: 'spending', expiresAt },
        { account: 'pointsIssued', amount: -operation.earn, type: 'spending' },
      ];
      if (operation.pay === 0) return earned;
      return [
        { account: 'balance', member: operation.member, amount: -operation.pay, type: 'dineIn' },
        { account: 'storedValueSpent', amount: operation.pay, type: 'dineIn' },
        ...earned,
      ];
    }
    case 'spendPoints':
      return [
        { account: 'points', member: operation.member, amount: -operation.points, type: 'reserveOperation' },
        { account: 'pointsRedeemed', amount: operation.points, type: 'reserveOperation' },
      ];
    default:
      return operation.unit === 'cents'
        ? [
            {
              account: 'balance',
              member: operation.member,
              amount: operation.amount,
              type: 'restaurantEdit',
            },
            { account: 'storedValueEdits', amount: -operation.amount, type: 'restaurantEdit' },
          ]
        : [
            { account: 'points', member: operation.member, amount: operation.amount, type: 'restaurantEdit' },
            { account: 'pointsEdits', amount: -operation.amount, type: 'restaurantEdit' },
          ];
  }
}

/** What one call did: its answer, or the status of its refusal. */
export type CallOutcome = { posted: PostedTransaction } | { refused: string };

/** Runs a ledger call, keeping a business refusal as an outcome; anything else fails the test. */
export async function outcomeOf(call: () => Promise<PostedTransaction>): Promise<CallOutcome> {
  try {
    return { posted: await call() };
  } catch (error) {
    if (error instanceof BusinessError) return { refused: error.entry.key };
    throw error;
  }
}

/**
 * A call that posts: a new transaction, alone or with the company's others waiting meanwhile
 * (`together`, as the tills' redemptions are), or a refund of an earlier one, by its key.
 */
export type LedgerCall =
  | { key: string; request: LedgerRequest<MemberLedgerAccount>; together: boolean }
  | { key: string; reverses: string };

export function runCall(db: Database, companyId: number, call: LedgerCall): Promise<PostedTransaction> {
  if ('request' in call)
    return call.together ? memberLedger.postTogether(db, call.request) : memberLedger.post(db, call.request);
  return memberLedger.reverse(db, {
    companyId,
    key: call.key,
    reverses: call.reverses,
    types: { cents: 'refund', points: 'refund' },
    reason: 'returned at the till',
  });
}

/** The entries of an outcome as (account, member, amount), for comparing two transactions' moves. */
export const moves = (posted: PostedTransaction): string[] =>
  posted.entries.map(({ account, member, amount }) => `${account}/${member ?? '-'}/${amount}`).sort();
