// The known set of orders of the reconciliation test (issue 13 "Done when"), batch by batch as the
// shops' tills send them: shops in four time zones (one on the deployment's), orders a minute either
// side of local midnight and of UTC midnight, on the day US clocks go forward, and just outside the
// range; full and partial refunds, deleted dishes, a deleted order, an open one, discounts, coupons,
// service charge, packing fees, tips, sales tax, split payments, the three order types, set meals and
// custom items; an order amended by a later version, one sent twice, and older versions arriving late.
import type { IngestOutcome } from '../../../server/sales/order-writes';
import type { PosClockEvent } from '../../../protocol/pos-order';
import { amendedOrder, closedOrder, type CompanyRecords } from './pos-orders';
import {
  custom,
  item,
  sale,
  saleOf,
  stamp,
  struck,
  type MenuItem,
  type Sale,
  type SaleSpec,
  type ShopKey,
} from './pos-sales';

/** The days the reports are asked for: Monday 2 to Monday 9 March 2026, the US change of clocks inside. */
export const RANGE = { from: '2026-03-02', to: '2026-03-09' };

export interface SetRecords {
  /** The records two servers' tills of Harbour Island name, and a Kowloon till's. */
  first: CompanyRecords;
  second: CompanyRecords;
  kowloon: CompanyRecords;
  /** Harbour Island's menu (companyMenu), a category of its own for custom items, and two scenes. */
  menu: MenuItem[];
  seasonal: number;
  scenes: [number, number];
}

/** One call of a shop's till and what the ingest must answer for each order. */
export interface Batch {
  shop: ShopKey;
  sales: Sale[];
  outcomes: IngestOutcome[];
}

/** A server clocking in or out at a shop, with the business day it must count on. */
export interface Clocking {
  shop: ShopKey;
  event: PosClockEvent;
  date: string;
}

export interface ReconciliationSet {
  batches: Batch[];
  clockEvents: Clocking[];
}

const created = (shop: ShopKey, sales: Sale[]): Batch => ({
  shop,
  sales,
  outcomes: sales.map(() => 'created'),
});

/** The version each shop's books end with: of every order sent, the one stamped latest. */
export function finalSales(batches: readonly Batch[]): Sale[] {
  const latest = new Map<string, Sale>();
  for (const { sales } of batches)
    for (const each of sales) {
      const key = `${each.shop}/${each.order.orderId}`;
      const kept = latest.get(key);
      if (!kept || Date.parse(each.order.updatedAt) > Date.parse(kept.order.updatedAt)) latest.set(key, each);
    }
  return [...latest.values()];
}

export function reconciliationSet({
  first,
  second,
  kowloon,
  menu,
  seasonal,
  scenes,
}: SetRecords): ReconciliationSet {
  const dishes = menu.filter((each) => each.kind === 'dish');
  const combo = menu.find((each) => each.kind === 'combo');
  if (!combo) throw new Error('the menu has no set meal');
  const d = (n: number, quantity = 1) => {
    const dish = dishes[n];
    if (!dish) throw new Error(`the menu has no dish ${n}`);
    return item(dish, quantity);
  };
  /** Sales of one shop's till, by the first server unless the spec names another's records. */
  const saleIn =
    (shop: ShopKey) =>
    (orderId: string, spec: Omit<SaleSpec, 'orderId' | 'shop' | 'by'> & { by?: CompanyRecords }) =>
      sale({ by: first, ...spec, orderId, shop });
  const hk = { serviceRate: 10 };
  const la = { taxRate: 9.5 };
  const ny = { taxRate: 8.875 };

  // Central, Hong Kong: dine-in with 10% service charge.
  const atCentral = saleIn('central');
  const central = [
    atCentral('1001', {
      closes: '2026-03-03T23:59',
      table: 'A1',
      lines: [d(0, 2), d(1)],
      charges: hk,
      payments: [{ method: 'octopus' }],
    }),
    atCentral('1002', {
      closes: '2026-03-04T00:01',
      type: 'takeAway',
      lines: [d(2), d(3, 2)],
      charges: { packingFee: 200 },
      payments: [{ method: 'cash', amount: 5_000 }, { method: 'alipay' }],
    }),
    // A minute either side of UTC midnight: 07:59 and 08:01 on the same Hong Kong day.
    atCentral('1003', {
      closes: '2026-03-05T07:59',
      utc: true,
      table: 'B2',
      guests: 4,
      sceneId: scenes[0],
      couponCode: first.couponCode,
      lines: [item(combo), d(4, 2), custom('Market fish', 18_800, seasonal)],
      charges: { ...hk, discount: 2_000 },
      payments: [{ method: 'coupon', amount: 5_000 }, { method: 'creditCard' }],
    }),
    atCentral('1004', {
      closes: '2026-03-05T08:01',
      utc: true,
      type: 'deliveryPlatform',
      lines: [d(5, 3), custom('Chilli oil', 800)],
      charges: { packingFee: 500 },
      payments: [{ method: 'other' }],
    }),
    // The evening before the range, and the first minute after it (still 9 March in UTC).
    atCentral('1005', {
      closes: '2026-03-01T23:59',
      table: 'A1',
      lines: [d(0)],
      charges: hk,
      payments: [{ method: 'cash' }],
    }),
    atCentral('1006', {
      closes: '2026-03-10T00:01',
      table: 'A1',
      lines: [d(1)],
      payments: [{ method: 'octopus' }],
    }),
    atCentral('1008', {
      closes: '2026-03-06T19:45',
      table: 'A2',
      guests: 3,
      lines: [d(2, 2), d(6)],
      charges: hk,
      payments: [{ method: 'cash', refund: { amount: 'all', reason: 'Billed to the wrong table' } }],
    }),
    atCentral('1009', {
      closes: '2026-03-07T12:10',
      table: 'A3',
      lines: [d(0), struck(d(7), 'Sold out')],
      charges: hk,
      payments: [{ method: 'creditCard' }],
      deleted: 'Entered twice',
    }),
    atCentral('1010', {
      opens: '2026-03-08T21:00',
      table: 'A4',
      lines: [d(3), struck(d(1), 'Kitchen error')],
      payments: [],
      operations: [{ kind: 'alterDish', reason: 'Less sugar' }],
    }),
    atCentral('1013', {
      by: second,
      closes: '2026-03-09T12:00',
      table: 'A1',
      lines: [d(0), d(3)],
      charges: hk,
      payments: [{ method: 'wechatPay', refund: { amount: 500, reason: 'Cold food' } }],
    }),
  ];
  // Sent again later with a refund and a deleted dish (pos-orders.ts), then the first version again.
  const c1007 = closedOrder(first, '1007', stamp('central', '2026-03-06T13:30'));
  const c1007First = saleOf('central', '2026-03-06T13:30', c1007);
  const c1007Amended = saleOf(
    'central',
    '2026-03-06T13:30',
    amendedOrder(c1007, first, stamp('central', '2026-03-06T14:10')),
  );
  // Opened before midnight and paid after it: it counts on the day it closed.
  const c1011 = { opens: '2026-03-05T23:40', table: 'B1', lines: [d(4), d(5)] };
  const c1011Open = atCentral('1011', { ...c1011, payments: [] });
  const c1011Closed = atCentral('1011', {
    ...c1011,
    closes: '2026-03-06T00:20',
    charges: hk,
    payments: [{ method: 'cash', amount: 2_000 }, { method: 'octopus' }],
  });
  const c1012 = atCentral('1012', {
    by: second,
    closes: '2026-03-07T20:30',
    table: 'C1',
    guests: 5,
    sceneId: scenes[1],
    lines: [d(6, 2), d(7, 3), item(combo, 2)],
    charges: { ...hk, discount: 1_500 },
    payments: [
      { method: 'cash', amount: 10_000 },
      { method: 'octopus', amount: 5_000 },
      { method: 'creditCard' },
    ],
  });

  // Causeway Bay keeps the deployment's clocks (Chicago's, in these tests).
  const atCauseway = saleIn('causeway');
  const causeway = [
    atCauseway('1001', {
      closes: '2026-03-03T23:59',
      table: 'A1',
      lines: [d(1, 2)],
      charges: hk,
      payments: [{ method: 'octopus' }],
    }),
    atCauseway('1002', {
      closes: '2026-03-04T00:01',
      type: 'takeAway',
      lines: [d(2)],
      charges: { packingFee: 300 },
      payments: [{ method: 'cash' }],
    }),
    atCauseway('1003', {
      by: second,
      closes: '2026-03-04T17:59',
      utc: true,
      table: 'A2',
      lines: [d(0), d(4)],
      payments: [{ method: 'alipay' }],
    }),
    atCauseway('1004', {
      by: second,
      closes: '2026-03-04T18:01',
      utc: true,
      table: 'A2',
      lines: [d(5)],
      payments: [{ method: 'creditCard' }],
    }),
    atCauseway('1005', {
      by: second,
      closes: '2026-03-08T23:59',
      table: 'A3',
      sceneId: scenes[1],
      lines: [d(3), d(6)],
      charges: hk,
      payments: [{ method: 'cash' }],
    }),
  ];
  // Refunded in part later; the later version arrives first and the first one after it.
  const w1006 = {
    closes: '2026-03-06T12:30',
    table: 'B1',
    guests: 6,
    lines: [d(6), custom('Birthday cake', 28_000)],
    charges: { ...hk, tips: 1_000 },
  };
  const w1006First = atCauseway('1006', { ...w1006, payments: [{ method: 'creditCard' }] });
  const w1006Refunded = atCauseway('1006', {
    ...w1006,
    updated: '2026-03-06T12:50',
    payments: [{ method: 'creditCard', refund: { amount: 2_000, reason: 'Cake damaged' } }],
  });
  // Its closing corrected past midnight: the 5th, which had no other sale, is left with none.
  const w1007 = { table: 'A1', lines: [d(7, 2)], charges: hk, payments: [{ method: 'octopus' as const }] };
  const w1007First = atCauseway('1007', { ...w1007, closes: '2026-03-05T23:50' });
  const w1007Corrected = atCauseway('1007', { ...w1007, closes: '2026-03-06T00:10' });

  // Santa Monica, Los Angeles: sales tax, tips on cards.
  const atSantaMonica = saleIn('santaMonica');
  const santaMonica = [
    atSantaMonica('1001', {
      closes: '2026-03-02T23:59',
      table: '12',
      lines: [d(0, 2), d(3)],
      charges: { ...la, tips: 1_200 },
      payments: [{ method: 'creditCard' }],
    }),
    atSantaMonica('1002', {
      closes: '2026-03-03T00:01',
      type: 'takeAway',
      lines: [item(combo)],
      charges: { ...la, packingFee: 100 },
      payments: [{ method: 'applePay' }],
    }),
    atSantaMonica('1003', {
      closes: '2026-03-03T15:59',
      utc: true,
      table: '14',
      guests: 3,
      sceneId: scenes[0],
      lines: [d(2), d(6), custom('Corkage', 2_500)],
      charges: { ...la, tips: 2_000 },
      payments: [{ method: 'cash', amount: 3_000 }, { method: 'creditCard' }],
    }),
    atSantaMonica('1004', {
      closes: '2026-03-03T16:01',
      utc: true,
      type: 'deliveryPlatform',
      lines: [d(5, 2)],
      charges: { ...la, packingFee: 300 },
      payments: [{ method: 'eWallet' }],
    }),
    atSantaMonica('1005', {
      closes: '2026-03-01T23:59',
      table: '12',
      lines: [d(1)],
      charges: la,
      payments: [{ method: 'cash' }],
    }),
    // Either side of the hour the clocks skip, then of that night's midnight on summer time.
    atSantaMonica('1006', {
      by: second,
      closes: '2026-03-08T01:59',
      table: '12',
      lines: [d(4)],
      charges: la,
      payments: [{ method: 'googlePay' }],
    }),
    atSantaMonica('1007', {
      by: second,
      closes: '2026-03-08T03:01',
      table: '12',
      lines: [d(7, 2)],
      charges: { ...la, tips: 500 },
      payments: [{ method: 'creditCard' }],
    }),
    atSantaMonica('1008', {
      by: second,
      closes: '2026-03-08T23:59',
      type: 'takeAway',
      lines: [d(3)],
      charges: la,
      payments: [{ method: 'cash' }],
    }),
    atSantaMonica('1009', {
      by: second,
      closes: '2026-03-09T00:01',
      table: '15',
      couponCode: second.couponCode,
      lines: [d(0), d(2)],
      charges: { ...la, discount: 300 },
      payments: [
        { method: 'creditCard', amount: 1_000, refund: { amount: 'all', reason: 'Charged twice' } },
        { method: 'cash' },
      ],
    }),
    atSantaMonica('1010', {
      by: second,
      closes: '2026-03-09T23:59',
      table: '16',
      lines: [d(2)],
      charges: la,
      payments: [{ method: 'cash' }],
    }),
    atSantaMonica('1011', {
      by: second,
      closes: '2026-03-10T00:01',
      table: '16',
      lines: [d(1)],
      charges: la,
      payments: [{ method: 'cash' }],
    }),
  ];

  // Tribeca, New York.
  const atTribeca = saleIn('tribeca');
  const tribeca = [
    atTribeca('1001', {
      closes: '2026-03-07T23:59',
      table: '3',
      lines: [d(1), d(6)],
      charges: { ...ny, tips: 900 },
      payments: [{ method: 'creditCard' }],
    }),
    atTribeca('1002', {
      closes: '2026-03-08T00:01',
      type: 'takeAway',
      lines: [d(5)],
      charges: ny,
      payments: [{ method: 'cash' }],
    }),
    atTribeca('1003', {
      closes: '2026-03-08T01:59',
      table: '4',
      guests: 3,
      lines: [d(0, 3)],
      charges: { ...ny, tips: 1_500 },
      payments: [{ method: 'creditCard', amount: 2_000 }, { method: 'applePay' }],
    }),
    atTribeca('1005', {
      by: second,
      closes: '2026-03-05T18:59',
      utc: true,
      table: '5',
      lines: [d(7), custom('Oysters', 4_200)],
      charges: ny,
      payments: [{ method: 'creditCard' }],
    }),
    atTribeca('1006', {
      by: second,
      closes: '2026-03-05T19:01',
      utc: true,
      type: 'deliveryPlatform',
      lines: [d(3, 2)],
      charges: { ...ny, packingFee: 250 },
      payments: [{ method: 'other' }],
    }),
    atTribeca('1007', {
      by: second,
      closes: '2026-03-09T23:59',
      table: '3',
      lines: [d(4)],
      charges: ny,
      payments: [{ method: 'cash' }],
      operations: [{ kind: 'cancelTable', reason: 'Guests left' }],
    }),
    // Refunded in full, its tax and tip with it.
    atTribeca('1008', {
      by: second,
      closes: '2026-03-06T21:15',
      table: '6',
      lines: [d(2), d(3)],
      charges: { ...ny, tips: 800 },
      payments: [{ method: 'creditCard', refund: { amount: 'all', reason: 'Overcooked' } }],
    }),
  ];
  // Paid, then deleted by a later version.
  const t1004: Omit<SaleSpec, 'orderId' | 'shop' | 'by'> = {
    closes: '2026-03-08T03:01',
    table: '4',
    lines: [d(2), d(6)],
    charges: ny,
    payments: [{ method: 'creditCard' }],
  };
  const t1004Paid = atTribeca('1004', t1004);
  const t1004Deleted = atTribeca('1004', {
    ...t1004,
    updated: '2026-03-08T03:30',
    deleted: 'Customer walked out',
  });

  // Another company's shop, on the same days.
  const mongKok = (orderId: string, local: string) =>
    saleOf('mongKok', local, closedOrder(kowloon, orderId, stamp('mongKok', local)));

  const batches: Batch[] = [
    created('central', [...central, c1007First, c1011Open, c1012]),
    created('causeway', [...causeway, w1006Refunded, w1007First]),
    created('santaMonica', santaMonica),
    created('tribeca', [...tribeca, t1004Paid]),
    created('mongKok', [
      mongKok('1001', '2026-03-03T12:00'),
      mongKok('1002', '2026-03-05T23:59'),
      mongKok('1003', '2026-03-06T00:01'),
    ]),
    {
      shop: 'central',
      sales: [c1007Amended, c1011Closed, c1012],
      outcomes: ['updated', 'updated', 'unchanged'],
    },
    { shop: 'tribeca', sales: [t1004Deleted], outcomes: ['updated'] },
    { shop: 'causeway', sales: [w1006First, w1007Corrected], outcomes: ['stale', 'updated'] },
    { shop: 'central', sales: [c1007First], outcomes: ['stale'] },
  ];

  const clock = (shop: ShopKey, eventId: string, by: CompanyRecords, kind: 'in' | 'out', local: string) => ({
    shop,
    event: { eventId, serverId: by.serverId, kind, at: stamp(shop, local) },
    date: local.slice(0, 10),
  });
  const clockEvents: Clocking[] = [
    clock('central', 'E-1', first, 'out', '2026-03-03T23:58'),
    clock('central', 'E-2', second, 'in', '2026-03-04T00:02'),
    clock('causeway', 'E-1', second, 'in', '2026-03-04T17:55'),
    clock('santaMonica', 'E-1', second, 'in', '2026-03-08T01:30'),
    clock('santaMonica', 'E-2', second, 'out', '2026-03-08T23:59'),
    clock('tribeca', 'E-1', first, 'in', '2026-03-09T00:01'),
  ];
  return { batches, clockEvents };
}
