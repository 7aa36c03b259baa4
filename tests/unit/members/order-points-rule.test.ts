// A member level's spending rule (business §3 "Member level"): a point for every whole amount of
// net sales the level names, to the cent; none on a level switched off or without the rule.
import { centsPerPoint, pointsAt } from '../../../server/members/order-points-rule';

describe('the points an order earns by its member’s level', () => {
  const level = (spendingPerPoint?: number, status: 'enabled' | 'disabled' = 'enabled') => ({
    status,
    ...(spendingPerPoint === undefined ? {} : { spendingPerPoint }),
  });
  const points = (netSales: number, spendingPerPoint?: number) =>
    pointsAt(netSales, centsPerPoint(level(spendingPerPoint)));

  it('gives a point for every whole amount named, never for a part of one', () => {
    expect(points(11_110, 10)).toBe(11);
    expect(points(999, 10)).toBe(0);
    expect(points(1_000, 10)).toBe(1);
  });

  it('reads the amount in whole cents, whatever its binary fraction', () => {
    // 0.1 + 0.2 is not 0.3 in binary.
    expect(centsPerPoint(level(0.1 + 0.2))).toBe(30);
    expect(points(5_000, 12.5)).toBe(4);
  });

  it('gives nothing without a level, on one switched off, without the rule or for no sale', () => {
    expect(centsPerPoint(undefined)).toBeNull();
    expect(centsPerPoint(level(10, 'disabled'))).toBeNull();
    expect(centsPerPoint(level())).toBeNull();
    expect(pointsAt(50_000, null)).toBe(0);
    expect(points(0, 10)).toBe(0);
  });
});
