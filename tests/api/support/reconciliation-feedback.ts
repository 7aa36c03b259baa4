// The customer feedback of the reconciliation set, batch by batch as the shops' tills send it after
// the orders it names (docs/api.md "Point-of-sale ingest", "The rules for feedback"): shops in four
// time zones and another company's, both channels, every score, aspects rated or not, what
// disappointed the customers; feedback left past midnight after its order, one written in UTC on the
// evening before its UTC day, one with no order, one on a deleted order, one before the range; one
// replaced by a later version whose earlier one arrives after it, and one sent again unchanged.
import type { PosFeedback } from '../../../protocol/pos-feedback';
import { created, type Batch } from './ingest-batches';
import { moment, type ShopKey } from './pos-sales';

/** Feedback as a shop's till sends it, with the business day it must count on. */
export interface LeftFeedback {
  shop: ShopKey;
  feedback: PosFeedback;
  date: string;
}

type FeedbackSpec = Omit<PosFeedback, 'feedbackId' | 'at' | 'updatedAt'> & {
  /** This version's stamp, on the shop's clocks; by default when it was left. */
  updated?: string;
  /** The till writes its moments in UTC (`Z`). */
  utc?: boolean;
};

/** Feedback left at `local` (`YYYY-MM-DDTHH:MM`) on the shop's clocks. */
function left(shop: ShopKey, feedbackId: string, local: string, spec: FeedbackSpec): LeftFeedback {
  const { updated, utc, ...fields } = spec;
  return {
    shop,
    feedback: {
      feedbackId,
      ...fields,
      at: moment(shop, local, utc),
      updatedAt: moment(shop, updated ?? local, utc),
    },
    date: local.slice(0, 10),
  };
}

/** The feedback's batches, in the order they are sent; every order they name was sent before. */
export function feedbackBatches(): Batch<LeftFeedback>[] {
  const slow: FeedbackSpec = {
    channel: 'customerDisplay',
    orderId: '1012',
    score: 2,
    ratings: { food: 2 },
    dissatisfactions: ['slowService', 'foodTemperature'],
  };
  const c4First = left('central', 'F-4', '2026-03-07T20:40', slow);
  // The customer thought better of it: a later version replaces the first.
  const c4Later = left('central', 'F-4', '2026-03-07T20:40', {
    ...slow,
    updated: '2026-03-07T21:05',
    score: 3,
    ratings: { food: 3, value: 4 },
    dissatisfactions: ['foodTemperature'],
    content: 'Noodles came cold, the rest was fine.',
  });
  const w2 = left('causeway', 'F-2', '2026-03-06T12:55', {
    channel: 'customerDisplay',
    orderId: '1006',
    score: 4,
    ratings: { food: 4, value: 3 },
    dissatisfactions: ['price'],
  });
  return [
    created('central', [
      // Its order closed at 23:59; the feedback counts on the day it was left.
      left('central', 'F-1', '2026-03-04T00:10', {
        channel: 'customerDisplay',
        orderId: '1001',
        score: 4,
        ratings: { food: 5, service: 3 },
        dissatisfactions: ['slowService'],
      }),
      // On an order deleted as entered twice: the feedback facts filter nothing (docs/schemas.md
      // "Facts"), so it counts as any other.
      left('central', 'F-2', '2026-03-07T12:20', {
        channel: 'qrOrdering',
        orderId: '1009',
        score: 1,
        ratings: { food: 1, service: 2, environment: 3, value: 1 },
        subject: 'Never again',
        dissatisfactions: ['foodQuality', 'staffAttitude', 'other'],
      }),
      left('central', 'F-3', '2026-03-08T20:00', { channel: 'qrOrdering', score: 5 }),
      c4First,
      // Before the range, in the last week's window.
      left('central', 'F-5', '2026-02-27T13:00', {
        channel: 'qrOrdering',
        score: 3,
        ratings: { service: 4 },
      }),
    ]),
    created('causeway', [
      left('causeway', 'F-1', '2026-03-04T12:10', {
        channel: 'qrOrdering',
        orderId: '1003',
        utc: true,
        score: 2,
        ratings: { service: 1, environment: 2 },
        dissatisfactions: ['slowService', 'noise'],
      }),
      w2,
    ]),
    created('santaMonica', [
      // Just after the hour the clocks skip.
      left('santaMonica', 'F-1', '2026-03-08T03:10', {
        channel: 'customerDisplay',
        orderId: '1006',
        score: 5,
        ratings: { food: 5, service: 5, environment: 4, value: 5 },
      }),
      left('santaMonica', 'F-2', '2026-03-09T00:20', {
        channel: 'qrOrdering',
        orderId: '1009',
        score: 3,
        ratings: { value: 2 },
        dissatisfactions: ['price'],
      }),
    ]),
    created('tribeca', [
      // On an order paid, then deleted by a later version.
      left('tribeca', 'F-1', '2026-03-08T03:20', {
        channel: 'customerDisplay',
        orderId: '1004',
        score: 1,
        dissatisfactions: ['wrongOrder', 'staffAttitude'],
      }),
      // 21:30 in New York is 02:30 the next day in UTC, as the till writes it.
      left('tribeca', 'F-2', '2026-03-06T21:30', {
        channel: 'qrOrdering',
        orderId: '1008',
        utc: true,
        score: 2,
        ratings: { food: 1 },
        dissatisfactions: ['foodQuality'],
      }),
    ]),
    created('mongKok', [
      left('mongKok', 'F-1', '2026-03-06T00:30', {
        channel: 'customerDisplay',
        orderId: '1002',
        score: 4,
        ratings: { service: 5 },
      }),
    ]),
    { shop: 'central', entries: [c4Later], outcomes: ['updated'] },
    { shop: 'causeway', entries: [w2], outcomes: ['unchanged'] },
    { shop: 'central', entries: [c4First], outcomes: ['stale'] },
  ];
}
