// A member level's spending rule (business §3 "Member level"): a point for every whole amount of
// net sales the level names, to the cent; none on a level switched off or without the rule.
import { pointsForSpending } from '../../../server/members/order-points-rule';

describe('the points an order earns by its member’s level', () => {
  const level = (spendingPerPoint?: number, status: 'enabled' | 'disabled' = 'enabled') => ({
    status,
    ...(spendingPerPoint === undefined ? {} : { spendingPerPoint }),
  });

  it('gives a point for every whole amount named, never for a part of one', () => {
    expect(pointsForSpending(11_110, level(10))).toBe(11);
    expect(pointsForSpending(999, level(10))).toBe(0);
    expect(pointsForSpending(1_000, level(10))).toBe(1);
  });

  it('counts an amount given to the cent exactly, whatever its binary fraction', () => {
    // 0.1 + 0.2 is not 0.3 in binary: the rule is read in whole cents.
    expect(pointsForSpending(30, level(0.1 + 0.2))).toBe(1);
    expect(pointsForSpending(5_000, level(12.5))).toBe(4);
  });

  it('gives nothing without a level, on one switched off, without the rule or for no sale', () => {
    expect(pointsForSpending(50_000, undefined)).toBe(0);
    expect(pointsForSpending(50_000, level(10, 'disabled'))).toBe(0);
    expect(pointsForSpending(50_000, level())).toBe(0);
    expect(pointsForSpending(0, level(10))).toBe(0);
  });
});
