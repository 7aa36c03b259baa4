// The known set of the reconciliation test (issue 13 "Done when"), batch by batch as the shops' tills
// send it. The orders: shops in four time zones (one on the deployment's), orders a minute either
// side of local midnight and of UTC midnight, on the day US clocks go forward, and just outside the
// range; full and partial refunds, deleted dishes, a deleted order, an open one, discounts, coupons,
// service charge, packing fees, tips, sales tax, split payments, the three order types, set meals and
// custom items; an order amended by a later version, one sent twice, and older versions arriving late.
// Then the servers' clock events (reconciliation-clocks.ts) and the customers' feedback on those
// orders (reconciliation-feedback.ts).
import { callsOf, created, latest, type Batch, type Call, type Ingest } from './ingest-batches';
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
import { clockBatches, type Clocking } from './reconciliation-clocks';
import { feedbackBatches, type LeftFeedback } from './reconciliation-feedback';

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

export interface ReconciliationSet {
  orderBatches: Batch<Sale>[];
  clockBatches: Batch<Clocking>[];
  feedbackBatches: Batch<LeftFeedback>[];
  /** The coupon each code the orders name was generated for. */
  coupons: ReadonlyMap<string, number>;
}

/** What the shops' books end with, each entry in its latest version, and the coupons of the codes. */
export interface SentFacts {
  sales: Sale[];
  clockings: Clocking[];
  feedback: LeftFeedback[];
  coupons: ReadonlyMap<string, number>;
}

/** How the set's orders, clock events and feedback are sent, each known by its shop and its id. */
const ORDERS: Ingest<Sale> = {
  path: 'orders',
  payload: (sale) => sale.order,
  idOf: (sale) => sale.order.orderId,
  version: (sale) => sale.order.updatedAt,
};
// A clock event has no versions: sent again, it is the same.
const CLOCK_EVENTS: Ingest<Clocking> = {
  path: 'clock-events',
  payload: (clocking) => clocking.event,
  idOf: (clocking) => clocking.event.eventId,
  version: (clocking) => clocking.event.at,
};
const FEEDBACK: Ingest<LeftFeedback> = {
  path: 'feedback',
  payload: (left) => left.feedback,
  idOf: (left) => left.feedback.feedbackId,
  version: (left) => left.feedback.updatedAt,
};

/** Every call of the set in the order the tills make them: the orders, then what names them. */
export const setCalls = (set: ReconciliationSet): Call[] => [
  ...callsOf(ORDERS, set.orderBatches),
  ...callsOf(CLOCK_EVENTS, set.clockBatches),
  ...callsOf(FEEDBACK, set.feedbackBatches),
];

export const finalFacts = (set: ReconciliationSet): SentFacts => ({
  sales: latest(ORDERS, set.orderBatches),
  clockings: latest(CLOCK_EVENTS, set.clockBatches),
  feedback: latest(FEEDBACK, set.feedbackBatches),
  coupons: set.coupons,
});

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
    // The consumption bands' bounds belong to the band above: HK$1,100 for eleven is the top check
    // band, the largest party and exactly HK$100 a head ($100–200).
    atCentral('1014', {
      closes: '2026-03-08T13:00',
      table: 'D1',
      guests: 11,
      lines: [custom('Banquet', 110_000)],
      payments: [{ method: 'creditCard' }],
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
    // Net sales of exactly $25 a head for seven (the sales tax and tips are not sales).
    atSantaMonica('1012', {
      closes: '2026-03-06T19:00',
      table: '20',
      guests: 7,
      lines: [custom('Family platter', 17_500)],
      charges: { ...la, tips: 2_000 },
      payments: [{ method: 'creditCard' }],
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
    // The largest party of 7 to 10.
    atTribeca('1003', {
      closes: '2026-03-08T01:59',
      table: '4',
      guests: 10,
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
    // A check of exactly $500 for one guest.
    atTribeca('1009', {
      closes: '2026-03-04T21:00',
      table: '1',
      guests: 1,
      lines: [custom('Tasting menu', 50_000)],
      charges: ny,
      payments: [{ method: 'creditCard' }],
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

  const orderBatches: Batch<Sale>[] = [
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
      entries: [c1007Amended, c1011Closed, c1012],
      outcomes: ['updated', 'updated', 'unchanged'],
    },
    { shop: 'tribeca', entries: [t1004Deleted], outcomes: ['updated'] },
    { shop: 'causeway', entries: [w1006First, w1007Corrected], outcomes: ['stale', 'updated'] },
    { shop: 'central', entries: [c1007First], outcomes: ['stale'] },
  ];

  return {
    orderBatches,
    clockBatches: clockBatches(first, second, kowloon),
    feedbackBatches: feedbackBatches(),
    coupons: new Map([first, second, kowloon].map((records) => [records.couponCode, records.couponId])),
  };
}
