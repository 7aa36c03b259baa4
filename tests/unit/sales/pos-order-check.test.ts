// The checks one point-of-sale order must pass before anything of it is written, rule by rule: each
// broken rule is told on the field's path in the batch, and a sound order comes back with what the
// server works out from it (status, refunds, net sales, the moment of its business day).
import type { PosOrder } from '../../../protocol/pos-order';
import shop from '../../../schemas/companies/shop.json';
import { businessMoment } from '../../../server/sales/business-day';
import { parseMoment } from '../../../server/sales/iso-moment';
import { checkOrder } from '../../../server/sales/pos-order-check';

const ORDER: PosOrder = {
  orderId: 'P-1',
  ticketNumber: '0001',
  orderNo: 'A001',
  guests: 2,
  type: 'dineIn',
  openedAt: '2026-03-02T12:00:00+08:00',
  closedAt: '2026-03-02T12:40:00+08:00',
  subtotal: 10_000,
  discount: 500,
  serviceCharge: 1_000,
  packingFee: 0,
  tips: 300,
  salesTax: 200,
  total: 11_000,
  updatedAt: '2026-03-02T12:40:00+08:00',
  lines: [
    { kind: 'dish', itemId: 7, name: 'Milk tea', quantity: 2, amount: 6_000 },
    { kind: 'custom', name: 'Market fish', quantity: 1, amount: 4_000 },
  ],
  payments: [{ method: 'cash', amount: 11_000, refund: { amount: 1_000, reason: 'Cold' } }],
  operations: [],
};

/** The fields the order at orders[0] is refused on, or [] when it passes. */
function refusedOn(order: unknown): string[] {
  const check = checkOrder(order, 'orders[0]');
  return check.ok ? [] : check.problems.map((problem) => problem.field);
}

describe('a point-of-sale order', () => {
  it('passes when its figures add up, with its status, refunds and net sales worked out', () => {
    const check = checkOrder(ORDER, 'orders[0]');
    expect(check.ok && check.checked).toMatchObject({
      status: 'closed',
      refunded: 1_000,
      // The refund's share of sales: 1,000 × 10,500 / 11,000 = 954.5, a cent up.
      netSales: 11_000 - 200 - 300 - 955,
      businessInstant: Date.parse('2026-03-02T04:40:00Z'),
    });
  });

  it('is open without closedAt, its business moment its opening, and deleted when deleted', () => {
    const open = checkOrder({ ...ORDER, closedAt: undefined, payments: [] }, 'orders[0]');
    expect(open.ok && [open.checked.status, open.checked.businessInstant]).toEqual([
      'open',
      Date.parse('2026-03-02T04:00:00Z'),
    ]);
    const deleted = {
      ...ORDER,
      deleted: true,
      operations: [{ kind: 'deleteOrder', reason: 'Mistake', at: ORDER.closedAt }],
    };
    const check = checkOrder(deleted, 'orders[0]');
    expect(check.ok && check.checked.status).toBe('deleted');
  });

  it('is refused on each field of the wrong type or out of bounds', () => {
    expect(refusedOn('an order')).toEqual(['orders[0]']);
    expect(refusedOn({ ...ORDER, guests: 2.5, type: 'drive-in', orderId: '' })).toEqual([
      'orders[0].orderId',
      'orders[0].guests',
      'orders[0].type',
    ]);
    expect(refusedOn({ ...ORDER, subtotal: '10000', total: -1, discount: 1e13 })).toEqual([
      'orders[0].subtotal',
      'orders[0].discount',
      'orders[0].total',
    ]);
    expect(refusedOn({ ...ORDER, serverId: 2 ** 31, ticketNumber: 'x'.repeat(41) })).toEqual([
      'orders[0].ticketNumber',
      'orders[0].serverId',
    ]);
    expect(refusedOn({ ...ORDER, lines: [{ ...ORDER.lines[0], quantity: 0 }, 'a line'] })).toEqual([
      'orders[0].lines[1]',
      'orders[0].lines[0].quantity',
    ]);
    expect(refusedOn({ ...ORDER, lines: 'none' })).toEqual(['orders[0].lines']);
    expect(refusedOn({ ...ORDER, remarks: 'a\u0000b', table: '\ud800' })).toEqual([
      'orders[0].table',
      'orders[0].remarks',
    ]);
  });

  it('is refused on a moment without offset, one that does not exist, and a closing before its opening', () => {
    expect(refusedOn({ ...ORDER, openedAt: '2026-03-02T12:00:00' })).toEqual(['orders[0].openedAt']);
    expect(refusedOn({ ...ORDER, updatedAt: '2026-02-30T12:00:00Z' })).toEqual(['orders[0].updatedAt']);
    expect(refusedOn({ ...ORDER, closedAt: '2026-03-02T11:59:59+08:00' })).toEqual(['orders[0].closedAt']);
  });

  it('is refused when the lines, the charges or the payments do not add up', () => {
    expect(refusedOn({ ...ORDER, subtotal: 9_999, total: 10_999 })).toEqual([
      'orders[0].subtotal',
      'orders[0].payments',
    ]);
    expect(refusedOn({ ...ORDER, total: 11_001 })).toEqual(['orders[0].total', 'orders[0].payments']);
    expect(refusedOn({ ...ORDER, payments: [{ method: 'cash', amount: 10_000 }] })).toEqual([
      'orders[0].payments',
    ]);
    // A deleted line no longer counts in the subtotal.
    const [dish, custom] = ORDER.lines;
    const deletedLine = { ...custom, deleted: { reason: 'Sold out' } };
    expect(refusedOn({ ...ORDER, lines: [dish, deletedLine] })).toEqual(['orders[0].subtotal']);
    // A discount over the subtotal and charges, the tax and tips making the total add up all the same.
    const overDiscounted = { ...ORDER, discount: 11_001, salesTax: 10_701, total: 11_000 };
    expect(refusedOn(overDiscounted)).toEqual(['orders[0].discount']);
    expect(refusedOn({ ...overDiscounted, discount: 11_000, salesTax: 10_700 })).toEqual([]);
  });

  it('is refused on a refund over its payment, a deletion without its reason and a custom line with an item', () => {
    const refund = { method: 'cash', amount: 11_000, refund: { amount: 11_001, reason: 'Cold' } };
    expect(refusedOn({ ...ORDER, payments: [refund] })).toEqual(['orders[0].payments[0].refund.amount']);
    const [dish, custom] = ORDER.lines;
    expect(refusedOn({ ...ORDER, lines: [dish, { ...custom, deleted: {} }] })).toEqual([
      'orders[0].lines[1].deleted.reason',
    ]);
    expect(refusedOn({ ...ORDER, deleted: true })).toEqual(['orders[0].operations']);
    expect(
      refusedOn({
        ...ORDER,
        lines: [
          { ...dish, itemId: undefined },
          { ...custom, itemId: 3 },
        ],
      }),
    ).toEqual(['orders[0].lines[0].itemId', 'orders[0].lines[1].itemId']);
  });

  it('names its field in the message parameters, with the field’s own label', () => {
    const check = checkOrder({ ...ORDER, guests: -1 }, 'orders[4]');
    expect(check.ok ? [] : check.problems).toEqual([
      {
        field: 'orders[4].guests',
        key: 'sales:errors.integer',
        label: 'sales:fields.guests',
        params: { path: 'orders[4].guests', min: 0, max: 10_000 },
      },
    ]);
  });
});

describe('a moment from a point of sale', () => {
  it('reads offsets and fractions, and refuses what does not exist', () => {
    expect(parseMoment('2026-03-02T12:00:00.123456+08:00')).toBe(Date.parse('2026-03-02T04:00:00.123Z'));
    expect(parseMoment('2028-02-29T00:00Z')).toBe(Date.parse('2028-02-29T00:00:00Z'));
    // Kiribati's +14:00 is the farthest ahead any clock is.
    expect(parseMoment('2026-03-02T12:00-14:00')).toBe(Date.parse('2026-03-03T02:00:00Z'));
    for (const text of [
      '2026-02-29T00:00Z',
      '2026-03-02T24:00Z',
      '2026-03-02T12:00+15:00',
      '2026-03-02T12:00+14:30',
      '1999-12-31T23:59Z',
      '2026-03-02',
    ])
      expect(parseMoment(text)).toBeUndefined();
  });

  it("falls on the shop's own calendar day and hour", () => {
    const instant = Date.parse('2026-03-03T01:30:00+08:00');
    expect(businessMoment(instant, 'Asia/Hong_Kong')).toEqual({ date: '2026-03-03', hour: 1 });
    expect(businessMoment(instant, 'America/Los_Angeles')).toEqual({ date: '2026-03-02', hour: 9 });
    expect(businessMoment(Date.parse('2026-03-02T16:00:00Z'), 'Asia/Hong_Kong')).toEqual({
      date: '2026-03-03',
      hour: 0,
    });
  });

  it('offers shops only time zones the runtime knows', () => {
    for (const zone of shop.fields.timeZone.enum)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
