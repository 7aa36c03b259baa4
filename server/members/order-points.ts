// An order's points (docs/api.md "Point-of-sale ingest", issue 23 item 4), the members module's
// step of the sales ingest. A closed order that names a member earns him points for what it sold
// by the rule his level had when the order first named him (order-rates.ts); each later version moves his points to what that version earns, so a
// refund takes back its share, a deleted order all of them, and an order given to another member
// moves them to him. Points he has spent since are not his to give back: what he still holds is
// taken, and the rest waits on the order's next version. A deleted order's balance payments (the
// till's redemptions named for it) go back to the member whole.
//
// The ingest writes an order's version once (under its shop's lock), so each version posts at most
// once; the keys (`order:<shop>:<order>:<n>`) hold it too if a batch is ever run again. The same step
// recounts the visit points of each member the orders name or named (visit-points.ts).
import type { Queryable } from '../../engine/server';
import type { OrderIngestStep } from '../sales/order-ingest-steps';
import type { FactTenant } from '../sales/order-writes';
import type { CheckedOrder } from '../sales/pos-order-check';
import { memberLedger } from './member-ledger';
import { followLevels } from './member-levels';
import { memberSettings, pointsExpiry } from './member-settings';
import { pointsAt } from './order-points-rule';
import { orderRates, rateKey, type OrderRate } from './order-rates';
import { ORDER_POINTS_SOURCE, REDEMPTION_SOURCE } from './order-points-source';
import { issuedPoints, possibleMove, tillCause } from './points-postings';
import { lockVisits, recountVisits } from './visit-points';

/** What each member should hold of the order's points now: none unless it is closed and his. */
function pointsNow(
  checked: CheckedOrder,
  sourceId: string,
  rates: Map<string, OrderRate>,
): Map<number, number> {
  const { memberId } = checked.order;
  if (checked.status !== 'closed' || memberId === undefined) return new Map();
  const points = pointsAt(checked.netSales, rates.get(rateKey({ sourceId, memberId }))?.cents ?? null);
  return points > 0 ? new Map([[memberId, points]]) : new Map();
}

interface PointsMove {
  sourceId: string;
  /** What each member should hold of the order's points now. */
  target: Map<number, number>;
  /** What its transactions moved so far. */
  before: { transactions: number; byMember: Map<number, number> };
  /** When the points it gives expire (none: never). */
  expiresAt: Date | null;
}

/** The order's points moved to what it earns now; nothing when they are already there. */
async function movePoints(
  tx: Queryable,
  tenant: FactTenant,
  { sourceId, target, before, expiresAt }: PointsMove,
): Promise<void> {
  const members = [...new Set([...target.keys(), ...before.byMember.keys()])];
  // An order that names no member and earned none before: nothing to read or move.
  if (members.length === 0) return;
  const spendable = await memberLedger.spendable(tx, tenant.companyId, 'points', members);
  const moves = members.flatMap((member) => {
    const wanted = (target.get(member) ?? 0) - (before.byMember.get(member) ?? 0);
    const amount = possibleMove(wanted, spendable.get(member) ?? 0);
    return amount === 0 ? [] : [{ member, amount }];
  });
  if (moves.length === 0) return;
  await memberLedger.post(tx, {
    companyId: tenant.companyId,
    key: `order:${sourceId}:${before.transactions + 1}`,
    source: { kind: ORDER_POINTS_SOURCE, id: sourceId },
    ...tillCause(tenant),
    postings: issuedPoints(moves, expiresAt),
  });
}

/** The till's redemptions for deleted orders, given back whole, each once. */
async function returnRedemptions(tx: Queryable, tenant: FactTenant, deleted: readonly string[]) {
  if (deleted.length === 0) return;
  const redemptions = await memberLedger.unreversed(tx, tenant.companyId, {
    kind: REDEMPTION_SOURCE,
    ids: deleted,
  });
  for (const { sourceId, key, id } of redemptions)
    await memberLedger.reverse(tx, {
      companyId: tenant.companyId,
      key: `order:${sourceId}:deleted:${id}`,
      reverses: key,
      source: { kind: REDEMPTION_SOURCE, id: sourceId },
      ...tillCause(tenant),
      types: { cents: 'refund', points: 'refund' },
    });
}

/** The members module's step of the order ingest. */
export const orderPoints: OrderIngestStep = async (tx, records, tenant, orders) => {
  const sourceOf = (checked: CheckedOrder) => `${tenant.shopId}:${checked.order.orderId}`;
  const ids = orders.map(sourceOf);
  const moved = await memberLedger.sourceMoves(
    tx,
    tenant.companyId,
    { kind: ORDER_POINTS_SOURCE, ids },
    'points',
  );
  const named = orders.flatMap((checked) => {
    const { memberId } = checked.order;
    return memberId === undefined ? [] : [{ sourceId: sourceOf(checked), memberId }];
  });
  const rates = await orderRates(tx, records, tenant.companyId, ids, named);
  // Whoever an order names now or named before (each has the order's rate, so this holds whoever
  // earned by it): his visits and his earned points may have changed.
  const members = [...new Set([...rates.values()].map(({ memberId }) => memberId))];
  // Before any posting: the accounts a posting locks are held to the end, so locking later could
  // wait on an ingest that waits on them.
  await lockVisits(tx, members);
  // Without a member there is nothing to earn, nor settings to read.
  const { pointsValidMonths } =
    members.length > 0 ? await memberSettings(records, tenant.companyId) : { pointsValidMonths: 0 };
  for (const checked of orders) {
    const sourceId = sourceOf(checked);
    const before = moved.get(sourceId) ?? { transactions: 0, byMember: new Map<number, number>() };
    const target = pointsNow(checked, sourceId, rates);
    const { closedAt } = checked.order;
    const expiresAt = closedAt ? pointsExpiry(closedAt, pointsValidMonths) : null;
    await movePoints(tx, tenant, { sourceId, target, before, expiresAt });
  }
  await recountVisits(tx, tenant, members, pointsValidMonths);
  await followLevels(tx, records, tenant.companyId, members, new Date());
  await returnRedemptions(tx, tenant, orders.filter(({ status }) => status === 'deleted').map(sourceOf));
};
