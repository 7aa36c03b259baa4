// An order's points (docs/api.md "Point-of-sale ingest", issue 23 item 4), the members module's
// step of the sales ingest. A closed order that names a member earns him points by his level's
// rule for what it sold; each later version moves his points to what that version earns, so a
// refund takes back its share, a deleted order all of them, and an order given to another member
// moves them to him. Points he has spent since are not his to give back: what he still holds is
// taken, and the rest waits on the order's next version. A deleted order's balance payments (the
// till's redemptions named for it) go back to the member whole.
//
// The ingest writes an order's version once (under its shop's lock), so each version posts at most
// once; the keys (`order:<shop>:<order>:<n>`) hold it too if a batch is ever run again.
import type { Queryable, SystemRecords } from '../../engine/server';
import type { OrderIngestStep } from '../sales/order-ingest-steps';
import type { FactTenant } from '../sales/order-writes';
import type { CheckedOrder } from '../sales/pos-order-check';
import { memberLedger } from './member-ledger';
import { pointsForSpending, type LevelRule } from './order-points-rule';

/** The source of an order's points in the ledger; its redemptions' is the till's `posOrder`. */
const POINTS_SOURCE = 'orderPoints';
const REDEMPTION_SOURCE = 'posOrder';

/** The level rule of each member named, as his record and his level's stand. */
async function levelRules(records: SystemRecords, companyId: number, members: readonly number[]) {
  const rules = new Map<number, LevelRule | undefined>();
  for (const memberId of new Set(members)) {
    const [member] = await records.matching('member', { companyId }, {}, memberId);
    const levelId = member?.memberLevelId as number | undefined;
    const [level] =
      levelId === undefined ? [] : await records.matching('memberLevel', { companyId }, {}, levelId);
    rules.set(memberId, level as LevelRule | undefined);
  }
  return rules;
}

/** What each member should hold of the order's points now: none unless it is closed and his. */
function pointsNow(checked: CheckedOrder, rules: Map<number, LevelRule | undefined>): Map<number, number> {
  const { memberId } = checked.order;
  if (checked.status !== 'closed' || memberId === undefined) return new Map();
  const points = pointsForSpending(checked.netSales, rules.get(memberId));
  return points > 0 ? new Map([[memberId, points]]) : new Map();
}

/** The order's points moved to what it earns now; none when they are already there. */
async function movePoints(
  tx: Queryable,
  tenant: FactTenant,
  sourceId: string,
  target: Map<number, number>,
  before: { transactions: number; byMember: Map<number, number> },
): Promise<void> {
  const members = [...new Set([...target.keys(), ...before.byMember.keys()])];
  const spendable = await memberLedger.spendable(tx, tenant.companyId, 'points', members);
  const moves = members.flatMap((member) => {
    const wanted = (target.get(member) ?? 0) - (before.byMember.get(member) ?? 0);
    const amount = wanted < 0 ? -Math.min(-wanted, spendable.get(member) ?? 0) : wanted;
    return amount === 0 ? [] : [{ member, amount }];
  });
  if (moves.length === 0) return;
  const issued = moves.reduce((sum, { amount }) => sum + amount, 0);
  await memberLedger.post(tx, {
    companyId: tenant.companyId,
    key: `order:${sourceId}:${before.transactions + 1}`,
    source: { kind: POINTS_SOURCE, id: sourceId },
    ...(tenant.deviceId === null ? {} : { by: { device: tenant.deviceId } }),
    postings: [
      ...moves.map(({ member, amount }) => ({
        account: 'points' as const,
        member,
        amount,
        type: amount > 0 ? 'spending' : 'refund',
      })),
      ...(issued === 0
        ? []
        : [{ account: 'pointsIssued' as const, amount: -issued, type: issued > 0 ? 'spending' : 'refund' }]),
    ],
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
      ...(tenant.deviceId === null ? {} : { by: { device: tenant.deviceId } }),
      types: { cents: 'refund', points: 'refund' },
    });
}

/** The members module's step of the order ingest. */
export const orderPoints: OrderIngestStep = async (tx, records, tenant, orders) => {
  const sourceOf = (checked: CheckedOrder) => `${tenant.shopId}:${checked.order.orderId}`;
  const ids = orders.map(sourceOf);
  const moved = await memberLedger.sourceMoves(tx, tenant.companyId, { kind: POINTS_SOURCE, ids }, 'points');
  const named = orders.flatMap(({ order }) => (order.memberId === undefined ? [] : [order.memberId]));
  const rules = await levelRules(records, tenant.companyId, named);
  for (const checked of orders) {
    const sourceId = sourceOf(checked);
    const before = moved.get(sourceId) ?? { transactions: 0, byMember: new Map<number, number>() };
    await movePoints(tx, tenant, sourceId, pointsNow(checked, rules), before);
  }
  await returnRedemptions(tx, tenant, orders.filter(({ status }) => status === 'deleted').map(sourceOf));
};
