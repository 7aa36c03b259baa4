// The stamps an order earns (business §3 "Stamp setting", schemas/members/stamp-setting.json):
// by amount, one for every whole `centsPerStamp` of its net sales; by dish, one for each applicable
// dish it sold (the quantities of its undeleted dish lines naming one), less the share its refunds
// took: floor(count × net sales / net sales before refunds), so a whole refund leaves none. Net
// sales are the points' measure (server/sales/net-sales.ts): after refunds, without tax or tips.
// An order whose net sales fall below the minimum consumption earns none. One order version earns at
// most `stampsCap` (a till's typo or a catering order must not give thousands of rewards at once).
import type { PosOrder } from '../../../protocol/pos-order';
import { netSales } from '../../sales/net-sales';

export type StampRule =
  | { method: 'byAmount'; minimumCents: number; centsPerStamp: number }
  | { method: 'byDish'; minimumCents: number; dishIds: ReadonlySet<number> };

/** The most stamps one order version earns, and the most cards it fills (business limit). */
export const MAX_STAMPS_PER_ORDER = 1_000;
export const MAX_CARDS_PER_ORDER = 100;

/**
 * What one order version may earn at `perCard` stamps a card: with at most `perCard - 1` stamps
 * already on his card, it fills at most MAX_CARDS_PER_ORDER cards.
 */
export const stampsCap = (perCard: number): number =>
  Math.min(MAX_STAMPS_PER_ORDER, MAX_CARDS_PER_ORDER * perCard);

/** What the rule reads of an order: its lines and figures, and its net sales after refunds. */
export interface StampedOrder {
  order: Pick<PosOrder, 'lines' | 'total' | 'salesTax' | 'tips'>;
  netSales: number;
}

/** The applicable dishes an order sold: its undeleted dish lines' quantities. */
function dishesSold(order: StampedOrder['order'], dishIds: ReadonlySet<number>): number {
  return order.lines
    .filter(
      (line) =>
        line.kind === 'dish' && !line.deleted && line.itemId !== undefined && dishIds.has(line.itemId),
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}

export function stampsEarned({ order, netSales: net }: StampedOrder, rule: StampRule): number {
  if (net <= 0 || net < rule.minimumCents) return 0;
  if (rule.method === 'byAmount') return Math.floor(net / rule.centsPerStamp);
  const sold = dishesSold(order, rule.dishIds);
  const beforeRefunds = netSales(order, 0);
  if (sold === 0 || beforeRefunds <= 0) return 0;
  // Exact: a count times cents passes 2^53.
  return Number((BigInt(sold) * BigInt(Math.min(net, beforeRefunds))) / BigInt(beforeRefunds));
}
