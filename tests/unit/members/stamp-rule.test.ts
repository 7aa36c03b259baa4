// The stamps an order earns (business §3 "Stamp setting"): by amount, one for every whole amount of
// net sales; by dish, one for each applicable dish sold, less the refunded share; none below the
// minimum consumption.
import type { PosOrderLine } from '../../../protocol/pos-order';
import { stampsCap, stampsEarned, type StampRule } from '../../../server/members/stamps/stamp-rule';

describe('the stamps an order earns', () => {
  const MILK_TEA = 7;
  const TOAST = 8;
  const line = (
    itemId: number | undefined,
    quantity: number,
    extra: Partial<PosOrderLine> = {},
  ): PosOrderLine => ({
    kind: itemId === undefined ? 'custom' : 'dish',
    ...(itemId === undefined ? {} : { itemId }),
    name: `item ${itemId ?? 'custom'}`,
    quantity,
    amount: quantity * 2_000,
    ...extra,
  });
  /** An order of these lines, 10,000 cents of sales before refunds (plus 500 of tax and 300 of tips). */
  const order = (lines: PosOrderLine[], netSales = 10_000) => ({
    order: { lines, total: 10_800, salesTax: 500, tips: 300 },
    netSales,
  });
  const byAmount = (centsPerStamp: number, minimumCents = 0): StampRule => ({
    method: 'byAmount',
    centsPerStamp,
    minimumCents,
  });
  const byDish = (dishIds: number[], minimumCents = 0): StampRule => ({
    method: 'byDish',
    dishIds: new Set(dishIds),
    minimumCents,
  });

  it('by amount: a stamp for every whole amount of net sales, never for a part of one', () => {
    expect(stampsEarned(order([], 10_000), byAmount(3_000))).toBe(3);
    expect(stampsEarned(order([], 2_999), byAmount(3_000))).toBe(0);
    expect(stampsEarned(order([], 3_000), byAmount(3_000))).toBe(1);
  });

  it('by dish: a stamp for each applicable dish sold, deleted lines, other dishes and custom items aside', () => {
    const lines = [
      line(MILK_TEA, 2),
      line(MILK_TEA, 1, { deleted: { reason: 'Sold out' } }),
      line(TOAST, 3),
      line(undefined, 4),
      { ...line(MILK_TEA, 5), kind: 'combo' as const },
    ];
    expect(stampsEarned(order(lines), byDish([MILK_TEA]))).toBe(2);
    expect(stampsEarned(order(lines), byDish([MILK_TEA, TOAST]))).toBe(5);
    expect(stampsEarned(order(lines), byDish([99]))).toBe(0);
  });

  it('by dish: a refund takes back its share of the dishes’ stamps, a whole refund all of them', () => {
    const lines = [line(MILK_TEA, 4)];
    expect(stampsEarned(order(lines, 7_500), byDish([MILK_TEA]))).toBe(3);
    expect(stampsEarned(order(lines, 7_499), byDish([MILK_TEA]))).toBe(2);
    expect(stampsEarned(order(lines, 0), byDish([MILK_TEA]))).toBe(0);
  });

  it('gives none below the minimum consumption, whichever the method, and some from it on', () => {
    const lines = [line(MILK_TEA, 2)];
    expect(stampsEarned(order(lines, 4_999), byAmount(1_000, 5_000))).toBe(0);
    expect(stampsEarned(order(lines, 5_000), byAmount(1_000, 5_000))).toBe(5);
    expect(stampsEarned(order(lines, 4_999), byDish([MILK_TEA], 5_000))).toBe(0);
    // A refund that brings the order below the minimum takes back all its stamps.
    expect(stampsEarned(order(lines, 10_000), byDish([MILK_TEA], 5_000))).toBe(2);
    expect(stampsEarned(order(lines, 4_000), byDish([MILK_TEA], 5_000))).toBe(0);
  });

  it('counts exactly where cents times dishes pass 2^53', () => {
    const big = {
      order: { lines: [line(MILK_TEA, 100_000)], total: 10 ** 12, salesTax: 0, tips: 0 },
      netSales: 10 ** 12 - 1,
    };
    expect(stampsEarned(big, byDish([MILK_TEA]))).toBe(99_999);
  });

  it('caps what one order version earns at 1,000 stamps and 100 full cards', () => {
    expect(stampsCap(1)).toBe(100);
    expect(stampsCap(5)).toBe(500);
    expect(stampsCap(10)).toBe(1_000);
    expect(stampsCap(100)).toBe(1_000);
  });
});
