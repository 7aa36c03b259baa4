// Streams one shop's generated orders, its servers' clock events and its customers' feedback through
// the point of sale's own ingest, a day at a time in batches of 500, so a year of a chain never sits
// in memory and every demo order meets the checks a real device's order meets. Feedback goes after
// the orders it names, as a till sends it. Generated data is all sound: a refusal is a generator
// bug, and stops. The batches go to the ingest in this process, or to whatever else answers as it
// does (the bench sends some as a till would, over HTTP with a device key).
import type { Database, SystemRecords } from '../../engine/server';
import type { PosFeedback } from '../../protocol/pos-feedback';
import { MAX_BATCH, type PosClockEvent } from '../../protocol/pos-order';
import { ingestClockEvents } from '../sales/ingest-clock-events';
import { ingestFeedback } from '../sales/ingest-feedback';
import { ingestOrders, type IngestOutcome, type IngestParts } from '../sales/ingest-orders';
import type { ShopCatalogue } from './order-catalogue';
import { generateShopDay, type GeneratorOptions } from './order-generator';
import { addDays } from '../../protocol/zoned-time';

export interface OrderRange extends GeneratorOptions {
  /** First and last business day, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

export interface IngestCounts {
  orders: number;
  /** Orders the ingest had not seen. */
  created: number;
  clockEvents: number;
  feedback: number;
}

/** Where a shop's batches go, answered as the ingest answers (POST /pro-api/pos/orders's `data`). */
export interface OrderSink {
  orders(batch: readonly unknown[]): Promise<{
    accepted: readonly { outcome: IngestOutcome }[];
    rejected: readonly { errors: unknown }[];
  }>;
  clockEvents(batch: readonly PosClockEvent[]): Promise<{ rejected: readonly { errors: unknown }[] }>;
  feedback(batch: readonly PosFeedback[]): Promise<{ rejected: readonly { errors: unknown }[] }>;
}

/** The ingest in this process, under the shop's company and shop, as no device, with the app's `parts`. */
export function inProcessSink(
  db: Database,
  records: SystemRecords,
  shop: ShopCatalogue,
  parts: IngestParts,
): OrderSink {
  const source = { companyId: shop.companyId, shopId: shop.shopId, deviceId: null, timeZone: shop.timeZone };
  return {
    orders: (batch) => ingestOrders(db, records, source, batch, parts),
    clockEvents: (batch) => ingestClockEvents(db, records, source, batch),
    feedback: (batch) => ingestFeedback(db, source, batch),
  };
}

/**
 * Sends `entries` in full batches, as a till may send them (MAX_BATCH at most), and answers what is
 * left; `all` sends that too.
 */
async function inBatches<T>(entries: T[], send: (batch: T[]) => Promise<void>, all = false): Promise<T[]> {
  let rest = entries;
  while (rest.length >= MAX_BATCH || (all && rest.length > 0)) {
    await send(rest.slice(0, MAX_BATCH));
    rest = rest.slice(MAX_BATCH);
  }
  return rest;
}

function refusal(what: string, rejected: readonly { errors: unknown }[]): Error {
  return new Error(
    `demo orders: the ingest refused ${rejected.length} generated ${what}, the first: ${JSON.stringify(rejected[0]?.errors)}`,
  );
}

export async function ingestShopOrders(
  sink: OrderSink,
  shop: ShopCatalogue,
  range: OrderRange,
  /** Told after each batch how many orders it held. */
  onBatch: (orders: number) => void = () => undefined,
): Promise<IngestCounts> {
  const counts: IngestCounts = { orders: 0, created: 0, clockEvents: 0, feedback: 0 };
  const sendOrders = async (batch: readonly unknown[]) => {
    const result = await sink.orders(batch);
    if (result.rejected.length > 0) throw refusal('order(s)', result.rejected);
    counts.orders += batch.length;
    counts.created += result.accepted.filter((order) => order.outcome === 'created').length;
    onBatch(batch.length);
  };
  const sendClockEvents = async (batch: readonly PosClockEvent[]) => {
    const result = await sink.clockEvents(batch);
    if (result.rejected.length > 0) throw refusal('clock event(s)', result.rejected);
    counts.clockEvents += batch.length;
  };
  const sendFeedback = async (batch: readonly PosFeedback[]) => {
    const result = await sink.feedback(batch);
    if (result.rejected.length > 0) throw refusal('feedback', result.rejected);
    counts.feedback += batch.length;
  };
  let orders: unknown[] = [];
  let clockEvents: PosClockEvent[] = [];
  let feedback: PosFeedback[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const day = generateShopDay(shop, date, range);
    orders.push(...day.orders);
    clockEvents.push(...day.clockEvents);
    feedback.push(...day.feedback);
    orders = await inBatches(orders, sendOrders);
    clockEvents = await inBatches(clockEvents, sendClockEvents);
    if (feedback.length >= MAX_BATCH) {
      // The orders it names go first.
      orders = await inBatches(orders, sendOrders, true);
      feedback = await inBatches(feedback, sendFeedback);
    }
  }
  await inBatches(orders, sendOrders, true);
  await inBatches(clockEvents, sendClockEvents, true);
  await inBatches(feedback, sendFeedback, true);
  return counts;
}
