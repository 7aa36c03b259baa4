// Other modules' parts of the order ingest (docs/api.md "Point-of-sale ingest"): a member's points
// follow his orders. Each step runs in the batch's transaction, after its orders are written and
// under the shop's ingest lock, with the orders that were created or changed; a step that fails
// fails the batch, so an order is never stored without what its steps made of it.
import { ExtensionPoint, type Queryable, type SystemRecords } from '../../engine/server';
import type { FactTenant } from './order-writes';
import type { CheckedOrder } from './pos-order-check';

/** A step's work: `records` are the ingest's, within its transaction `tx`. */
export type OrderIngestStep = (
  tx: Queryable,
  records: SystemRecords,
  tenant: FactTenant,
  orders: readonly CheckedOrder[],
) => Promise<void>;

export const ORDER_INGEST_STEPS = new ExtensionPoint<OrderIngestStep>('the order ingest');
