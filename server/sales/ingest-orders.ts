// The ingest of a batch of orders from one shop's point of sale (docs/api.md "Point-of-sale
// ingest"), shared by POST /pro-api/pos/orders and the demo seeding: every order is checked alone,
// the sound ones are written in one transaction under the source's company and shop with the
// roll-ups, and each bad one is answered with its problems, nothing of it written.
import type { Database } from '../../engine/server/db/database';
import { ProblemList, type IngestProblem } from './ingest-problems';
import { orderToWrite } from './order-facts';
import { checkReferences } from './order-references';
import { writeOrders, type IngestOutcome } from './order-writes';
import { checkOrder, type CheckedOrder } from './pos-order-check';

export type { IngestOutcome };

export interface IngestSource {
  companyId: number;
  shopId: number;
  deviceId: number | null;
  /** The shop's time zone, in which its business days and hours are counted. */
  timeZone: string;
}

export interface IngestResult {
  accepted: { orderId: string; outcome: IngestOutcome }[];
  rejected: { index: number; orderId: string | null; errors: IngestProblem[] }[];
}

/** The POS order id of what was sent, when it has a readable one (a rejected order's answer names it). */
function sentOrderId(value: unknown): string | null {
  const orderId =
    typeof value === 'object' && value !== null ? (value as { orderId?: unknown }).orderId : undefined;
  return typeof orderId === 'string' ? orderId : null;
}

interface Sound {
  index: number;
  path: string;
  checked: CheckedOrder;
}

export async function ingestOrders(
  db: Database,
  source: IngestSource,
  orders: readonly unknown[],
): Promise<IngestResult> {
  const rejected: IngestResult['rejected'] = [];
  const sound: Sound[] = [];
  const seen = new Set<string>();
  orders.forEach((value, index) => {
    const path = `orders[${index}]`;
    const check = checkOrder(value, path);
    if (!check.ok) {
      rejected.push({ index, orderId: sentOrderId(value), errors: check.problems });
      return;
    }
    const { orderId } = check.checked.order;
    // One version of an order per batch: which of two would be the order's is the device's to say.
    if (seen.has(orderId)) {
      const problems = new ProblemList();
      problems.add(`${path}.orderId`, 'repeatedInBatch', { value: orderId });
      rejected.push({ index, orderId, errors: problems.problems });
      return;
    }
    seen.add(orderId);
    sound.push({ index, path, checked: check.checked });
  });

  const result = await db.transaction(async (tx) => {
    const references = await checkReferences(tx, source.companyId, sound);
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
    return toWrite.map(({ checked }) => {
      const { orderId } = checked.order;
      return { orderId, outcome: outcomes.get(orderId) as IngestOutcome };
    });
  });
  rejected.sort((a, b) => a.index - b.index);
  return { accepted: result, rejected };
}
