import { netSales } from '../../../server/sales/net-sales';

describe('net sales', () => {
  const order = { total: 11_000, salesTax: 500, tips: 500 };

  it('is the total before tax and tips when nothing was refunded', () => {
    expect(netSales(order, 0)).toBe(10_000);
  });

  it('comes to nothing on a full refund, never below', () => {
    expect(netSales(order, 11_000)).toBe(0);
  });

  it("takes off only the sales' share of a partial refund, rounded to the cent", () => {
    // 5,500 × 10,000 / 11,000 = 5,000 exactly; 1 × 10,000 / 11,000 = 0.909 → 1.
    expect(netSales(order, 5_500)).toBe(5_000);
    expect(netSales(order, 1)).toBe(9_999);
    // 3 × 10,000 / 11,000 = 2.727 → 3; 11 × 11,000 / 22,000 = 5.5 → 6, a half away from zero.
    expect(netSales(order, 3)).toBe(9_997);
    expect(netSales({ total: 22_000, salesTax: 1_000, tips: 10_000 }, 11)).toBe(11_000 - 6);
  });

  it('is exact at the largest amounts an order may carry', () => {
    const big = { total: 1_000_000_000_000, salesTax: 1, tips: 0 };
    expect(netSales(big, 1_000_000_000_000)).toBe(0);
    expect(netSales(big, 999_999_999_999)).toBe(1_000_000_000_000 - 1 - 999_999_999_998);
  });

  it('is nothing for an order that cost nothing', () => {
    expect(netSales({ total: 0, salesTax: 0, tips: 0 }, 0)).toBe(0);
  });
});
