// An order's stamps (issue 24 item 4), the members module's step of the sales ingest beside its
// points (order-points.ts). While the company's stamps are on (stamp-settings.ts), a closed order
// that names a member earns him stamps by the stamp setting in force as each version is ingested
// (stamp-rule.ts, at most its `stampsCap`); each later version moves his stamps to what that version
// earns, so a refund takes back its share, a deleted order all of them, and an order given to
// another member moves them to him. His card follows under its row lock (stamp-card.ts): a filled
// card becomes its reward, a payments coupon given once per card (`stamps:<member>:<card number>`),
// and stamps taken back after a card was filled come off the next one, never off a reward given.
// While the stamps are off nothing moves: what orders earned stays as it was.
//
// The ingest writes an order's version once (under its shop's lock), so each version moves at most
// once; the move keys (`stamps:<shop>:<order>:<n>:<member>`) hold it too if a batch is run again.
import type { Queryable } from '../../../engine/server';
import type { OrderIngestStep } from '../../sales/order-ingest-steps';
import type { CheckedOrder } from '../../sales/pos-order-check';
import { grantCoupons } from '../coupon-grants';
import { moveStamps, type StampCard } from './stamp-card';
import { stampsCap, stampsEarned } from './stamp-rule';
import { rewardExpiry, stampSettings, type StampSettings } from './stamp-settings';
import {
  lockCards,
  ordersStamps,
  recordMove,
  saveCard,
  saveOrderStamps,
  type OrderStamps,
} from './stamp-tables';

/** What the member the order names should hold of its stamps now: none unless it is closed and his. */
function stampsNow(
  checked: CheckedOrder,
  settings: StampSettings,
): { memberId: number | null; stamps: number } {
  const { memberId } = checked.order;
  if (checked.status !== 'closed' || memberId === undefined) return { memberId: null, stamps: 0 };
  return {
    memberId,
    stamps: Math.min(stampsEarned(checked, settings.rule), stampsCap(settings.stampsPerCard)),
  };
}

/** Who holds the order's stamps from an earlier version, if anyone. */
const holder = (before: OrderStamps | undefined): number | null => before?.memberId ?? null;

/** Each member's stamps to move: what he should hold of the order's now less what he held. */
function stampMoves(before: OrderStamps | undefined, now: { memberId: number | null; stamps: number }) {
  const moves = new Map<number, number>();
  const held = holder(before);
  if (held !== null && before) moves.set(held, -before.stamps);
  if (now.memberId !== null) moves.set(now.memberId, (moves.get(now.memberId) ?? 0) + now.stamps);
  return [...moves].filter(([, stamps]) => stamps !== 0);
}

interface Context {
  tx: Queryable;
  companyId: number;
  settings: StampSettings;
  cards: Map<number, StampCard>;
  at: Date;
}

/** Moves one member's stamps on his card, once per key, and gives the rewards of the cards filled. */
async function moveCard(context: Context, key: string, sourceId: string, memberId: number, stamps: number) {
  const { tx, companyId, settings, cards, at } = context;
  const perCard = settings.stampsPerCard;
  const { card, filled } = moveStamps(cards.get(memberId) ?? { cardsFilled: 0, stamps: 0 }, stamps, perCard);
  const move = { key, memberId, sourceId, stamps, card, stampsPerCard: perCard, rewards: filled.length };
  if (!(await recordMove(tx, companyId, move))) return;
  cards.set(memberId, card);
  await saveCard(tx, companyId, memberId, card);
  const { reward } = settings;
  await grantCoupons(
    tx,
    companyId,
    filled.map((cardNumber) => ({
      origin: 'stamps',
      key: `stamps:${memberId}:${cardNumber}`,
      memberId,
      couponId: reward.couponId,
      name: reward.name,
      singleUse: reward.singleUse,
      issuedAt: at,
      expiresAt: rewardExpiry(reward, at),
    })),
  );
}

/** The members module's stamps step of the order ingest. */
export const orderStamps: OrderIngestStep = async (tx, records, tenant, orders) => {
  const { companyId } = tenant;
  const sourceOf = (checked: CheckedOrder) => `${tenant.shopId}:${checked.order.orderId}`;
  const earlier = await ordersStamps(tx, companyId, orders.map(sourceOf));
  // Only an order that names a member, or earned one stamps before, has stamps to move.
  const concerned = orders.filter(
    (checked) => checked.order.memberId !== undefined || holder(earlier.get(sourceOf(checked))) !== null,
  );
  if (concerned.length === 0) return;
  const settings = await stampSettings(records, companyId);
  if (!settings) return;
  const plans = concerned.map((checked) => {
    const sourceId = sourceOf(checked);
    const before = earlier.get(sourceId);
    const now = stampsNow(checked, settings);
    return { sourceId, before, now, moves: stampMoves(before, now) };
  });
  const members = plans.flatMap(({ moves }) => moves.map(([memberId]) => memberId));
  const cards = await lockCards(tx, companyId, members);
  const context: Context = { tx, companyId, settings, cards, at: new Date() };
  for (const { sourceId, before, now, moves } of plans) {
    if (moves.length === 0) continue;
    const move = (before?.moves ?? 0) + 1;
    for (const [memberId, stamps] of moves)
      await moveCard(context, `stamps:${sourceId}:${move}:${memberId}`, sourceId, memberId, stamps);
    await saveOrderStamps(tx, companyId, sourceId, { ...now, moves: move });
  }
};
