// The servers' clock events of the reconciliation set, batch by batch as the shops' tills send them,
// made to try each rule of the shift pairing (docs/api.md "Point-of-sale ingest", "Shifts"): a shift
// across local midnight, one across the night US clocks go forward, clock-ins never clocked out
// (still going, followed by another clock-in, or by a clock-out more than a day later), a clock-out
// exactly a day later, one that follows no clock-in, moments with seconds (whole minutes between
// them), events sent out of order, a lunch break sent in a later batch, and a batch sent again.
import { created, type Batch } from './ingest-batches';
import type { CompanyRecords } from './pos-orders';
import { moment, type ShopKey } from './pos-sales';
import type { PosClockEvent } from '../../../protocol/pos-order';

/** A server clocking in or out at a shop, with the business day it must count on. */
export interface Clocking {
  shop: ShopKey;
  event: PosClockEvent;
  date: string;
}

/** A clock event at `local` (`YYYY-MM-DDTHH:MM`, or with seconds) on the shop's clocks. */
const clock = (shop: ShopKey, eventId: string, by: CompanyRecords, kind: 'in' | 'out', local: string) => ({
  shop,
  event: { eventId, serverId: by.serverId, kind, at: moment(shop, local) },
  date: local.slice(0, 10),
});

/** The clock events' batches, in the order they are sent, by two servers of Harbour Island and one of Kowloon. */
export function clockBatches(first: CompanyRecords, second: CompanyRecords, kowloon: CompanyRecords) {
  // Out first, in after, in one batch; the lunch break between them comes in a later one.
  const lunchless = [
    clock('santaMonica', 'E-3', first, 'out', '2026-03-03T16:45'),
    clock('santaMonica', 'E-4', first, 'in', '2026-03-03T10:00'),
  ];
  const batches: Batch<Clocking>[] = [
    created('central', [
      // A clock-out that follows no clock-in closes nothing.
      clock('central', 'E-1', first, 'out', '2026-03-03T23:58'),
      // Still going.
      clock('central', 'E-2', second, 'in', '2026-03-04T00:02'),
      // The closing end of a night shift, sent before its clock-in.
      clock('central', 'E-4', first, 'out', '2026-03-06T02:15'),
    ]),
    // 18:00 to 02:15: the evening's shift, 495 minutes.
    created('central', [clock('central', 'E-3', first, 'in', '2026-03-05T18:00')]),
    created('causeway', [
      // Followed by another clock-in, as is the next: neither was clocked out.
      clock('causeway', 'E-1', second, 'in', '2026-03-04T17:55'),
      clock('causeway', 'E-2', second, 'in', '2026-03-06T09:00'),
      clock('causeway', 'E-3', second, 'in', '2026-03-06T13:00'),
      clock('causeway', 'E-4', second, 'out', '2026-03-06T18:30'),
      // 3 h 59 min 30 s: 239 whole minutes. The same server worked at Central that evening: one day.
      clock('causeway', 'E-5', first, 'in', '2026-03-05T10:00:40'),
      clock('causeway', 'E-6', first, 'out', '2026-03-05T14:00:10'),
    ]),
    created('santaMonica', [
      // 01:30 to 23:59 on the night the clocks skip an hour: 21 h 29 min.
      clock('santaMonica', 'E-1', second, 'in', '2026-03-08T01:30'),
      clock('santaMonica', 'E-2', second, 'out', '2026-03-08T23:59'),
      ...lunchless,
    ]),
    created('tribeca', [
      // Clocked out more than a day later: a forgotten clock-out, no hours.
      clock('tribeca', 'E-2', first, 'in', '2026-03-02T09:00'),
      clock('tribeca', 'E-3', first, 'out', '2026-03-03T09:30'),
      // Exactly a day: a shift of 1,440 minutes.
      clock('tribeca', 'E-4', first, 'in', '2026-03-04T08:00'),
      clock('tribeca', 'E-5', first, 'out', '2026-03-05T08:00'),
      clock('tribeca', 'E-1', first, 'in', '2026-03-09T00:01'),
    ]),
    created('mongKok', [
      clock('mongKok', 'E-1', kowloon, 'in', '2026-03-03T11:00'),
      clock('mongKok', 'E-2', kowloon, 'out', '2026-03-03T15:00'),
    ]),
    // The lunch break, late: 10:00 to 12:00 and 12:45 to 16:45.
    created('santaMonica', [
      clock('santaMonica', 'E-5', first, 'out', '2026-03-03T12:00'),
      clock('santaMonica', 'E-6', first, 'in', '2026-03-03T12:45'),
    ]),
    // Sent again: every event is already stored.
    { shop: 'santaMonica', entries: lunchless, outcomes: ['unchanged', 'unchanged'] },
  ];
  return batches;
}
