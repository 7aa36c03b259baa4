// The demo chain's orders (`npm run demo:orders`, and the bench's analytics step), streamed shop by
// shop: each shop's catalogue read from its live records, its days generated and sent to the shop's
// sink, the progress told as it goes so a long run can be seen to keep its pace. A few shops go at
// once, as a chain's tills do: while one batch is written another is being generated and checked.
import type { Region } from '../../engine/schema';
import type { Database } from '../../engine/server';
import type { DemoChain } from './demo-chain';
import { ingestShopOrders, type OrderSink } from './ingest-shop-orders';
import { loadShopCatalogue } from './load-shop-catalogue';
import type { ShopCatalogue } from './order-catalogue';
import { addDays, zonedDate } from '../../protocol/zoned-time';

/** Tells the chain's generated history from the demo companies'; part of every order id. */
export const CHAIN_SEED = 'chain';

export interface ChainDays {
  /** First and last business day, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** Nothing opens after this instant (ms): the last day's later orders are yet to come. */
  now: number;
  ordersPerDay: number;
}

/** The `days` business days ending with today's in `timeZone`. */
export function chainDays(days: number, ordersPerDay: number, timeZone: string, now: number): ChainDays {
  const to = zonedDate(now, timeZone);
  return { from: addDays(to, 1 - days), to, now, ordersPerDay };
}

export interface ChainProgress {
  /** Orders sent so far. */
  orders: number;
  seconds: number;
}

export interface ChainLoad extends ChainProgress {
  /** Orders the ingest had not seen. */
  created: number;
}

/** Shops loaded at once: one more than a single stream keeps the database and this process both busy. */
export const CHAIN_SHOPS_AT_ONCE = 2;

/** Sends the chain's orders of `days`, `CHAIN_SHOPS_AT_ONCE` shops at a time, each shop's to `sinkOf(shop)`. */
export async function loadChainOrders(
  db: Database,
  chain: DemoChain,
  place: { timeZone: string; region: Region },
  days: ChainDays,
  sinkOf: (shop: ShopCatalogue) => OrderSink,
  /** Told after every batch. */
  onProgress: (progress: ChainProgress) => void = () => undefined,
): Promise<ChainLoad> {
  const started = performance.now();
  const load: ChainLoad = { orders: 0, created: 0, seconds: 0 };
  const range = { ...days, seed: CHAIN_SEED };
  const waiting = [...chain.shopIds];
  const loadShops = async () => {
    for (let shopId = waiting.shift(); shopId !== undefined; shopId = waiting.shift()) {
      const shop = await loadShopCatalogue(db, chain.companyId, shopId, place.timeZone, place.region);
      const counts = await ingestShopOrders(sinkOf(shop), shop, range, (orders) => {
        load.orders += orders;
        load.seconds = (performance.now() - started) / 1000;
        onProgress({ orders: load.orders, seconds: load.seconds });
      });
      load.created += counts.created;
    }
  };
  await Promise.all(Array.from({ length: CHAIN_SHOPS_AT_ONCE }, loadShops));
  load.seconds = (performance.now() - started) / 1000;
  return load;
}

/**
 * Refreshes the planner's statistics after a load: until autovacuum analyzes the tables (never, on a
 * server that runs without it) the planner takes a year of roll-ups for a handful of rows, sorts
 * them on disk, and a report over the year takes several times as long.
 */
export async function analyzeAfterLoad(db: Database): Promise<void> {
  await db.exec('ANALYZE');
}
