// The ingest of a batch of orders from one shop's point of sale (docs/api.md "Point-of-sale
// ingest"), shared by POST /pro-api/pos/orders and the demo seeding: every order is checked alone,
// the sound ones are written in one transaction under the source's company and shop with the
// roll-ups, and each bad one is answered with its problems, nothing of it written.
import type { Database, SystemRecords } from '../../engine/server';
import { sortBatch } from './batch-entries';
import type { IngestProblem } from './ingest-problems';
import { orderToWrite } from './order-facts';
import type { CouponCodeSource } from './order-coupon-codes';
import type { OrderIngestStep } from './order-ingest-steps';
import { checkReferences } from './order-references';
import { writeOrders, type IngestOutcome } from './order-writes';
import { checkOrder } from './pos-order-check';

export type { IngestOutcome };

export interface IngestSource {
  companyId: number;
  shopId: number;
  deviceId: number | null;
  /** The shop's time zone, in which its business days and hours are counted. */
  timeZone: string;
}

/** Other modules' parts of the ingest: steps after the orders are written, codes orders may name. */
export interface IngestParts {
  steps: readonly OrderIngestStep[];
  couponCodes: readonly CouponCodeSource[];
}

export const NO_INGEST_PARTS: IngestParts = { steps: [], couponCodes: [] };

export interface IngestResult {
  accepted: { orderId: string; outcome: IngestOutcome }[];
  rejected: { index: number; orderId: string | null; errors: IngestProblem[] }[];
}

export async function ingestOrders(
  db: Database,
  records: SystemRecords,
  source: IngestSource,
  orders: readonly unknown[],
  { steps, couponCodes }: IngestParts,
): Promise<IngestResult> {
  const batch = sortBatch(orders, 'orders', 'orderId', checkOrder, (checked) => checked.order.orderId);
  const rejected: IngestResult['rejected'] = batch.rejected.map(({ id, ...entry }) => ({
    ...entry,
    orderId: id,
  }));
  const { sound } = batch;

  const result = await db.transaction(async (tx) => {
    const within = records.within(tx);
    const references = await checkReferences(tx, within, source.companyId, sound, couponCodes);
    const toWrite = sound.flatMap((order, n) => {
      const problems = references.problems.get(n);
      if (problems) {
        rejected.push({ index: order.index, orderId: order.checked.order.orderId, errors: problems });
        return [];
      }
      return [{ ...order, write: orderToWrite(order.checked, references.coupons.get(n), source.timeZone) }];
    });
    const outcomes = await writeOrders(
      tx,
      source,
      toWrite.map((order) => order.write),
    );
    const written = toWrite
      .map((order) => order.checked)
      .filter(({ order }) => ['created', 'updated'].includes(outcomes.get(order.orderId) as string));
    if (written.length > 0) for (const step of steps) await step(tx, within, source, written);
    return toWrite.map(({ checked }) => {
      const { orderId } = checked.order;
      return { orderId, outcome: outcomes.get(orderId) as IngestOutcome };
    });
  });
  rejected.sort((a, b) => a.index - b.index);
  return { accepted: result, rejected };
}
