// The ten-shop year loaded through the real ingest, with its rate: most days through ingestOrders in
// this process, exactly as `npm run demo:orders` loads them (server/demo/chain-orders.ts), and the
// last days as each shop's till sends them, POST /pro-api/pos/orders with its device key, so the
// API's own cost is measured too. The generator is the demo's; nothing here makes an order.
import type { Database } from '../../engine/server';
import {
  CHAIN_SHOPS_AT_ONCE,
  loadChainOrders,
  type ChainDays,
  type ChainProgress,
} from '../../server/demo/chain-orders';
import type { DemoChain } from '../../server/demo/demo-chain';
import { inProcessSink, type OrderSink } from '../../server/demo/ingest-shop-orders';
import { NO_INGEST_PARTS } from '../../server/sales/ingest-orders';
import type { Region } from '../../engine/schema';
import { parseEnvelope } from '../support/envelope';
import { LatencySamples } from '../support/latency';
import { demoService } from '../../server/demo/demo-service';
import { readConfig } from '../../server/config';
import { loadProductSchemas } from '../../server/schemas';

export interface RateFigures {
  orders: number;
  /** Orders the ingest had not seen (the rest were sent again, unchanged or updated). */
  created: number;
  seconds: number;
  ordersPerSecond: number;
  /** The rate over the last quarter of the orders: whether the pace held as the tables grew. */
  lastQuarterPerSecond: number;
}

export interface HttpRateFigures extends RateFigures {
  batches: number;
  /** One POST /pro-api/pos/orders of up to 500 orders, from the request sent to the answer read. */
  batchP50Ms: number;
  batchP99Ms: number;
}

export interface IngestFigures {
  /** Shops loaded at a time, each shop's batches one after another. */
  shopsAtOnce: number;
  inProcess: RateFigures;
  http: HttpRateFigures;
  /** Both together: the sustained rate over the whole load. */
  whole: { orders: number; seconds: number; ordersPerSecond: number };
}

export interface ChainPlace {
  db: Database;
  chain: DemoChain;
  timeZone: string;
  region: Region;
}

const PROGRESS_EVERY_MS = 10_000;

/** Runs a load, printing its pace now and then, and answers its rate figures. */
async function timedLoad(
  label: string,
  place: ChainPlace,
  days: ChainDays,
  sinkOf: Parameters<typeof loadChainOrders>[4],
): Promise<RateFigures> {
  const progress: ChainProgress[] = [];
  let printed = performance.now();
  const load = await loadChainOrders(place.db, place.chain, place, days, sinkOf, (now) => {
    progress.push(now);
    if (performance.now() - printed < PROGRESS_EVERY_MS) return;
    printed = performance.now();
    console.log(
      `  ${label}: ${now.orders.toLocaleString('en')} orders, ${Math.round(now.orders / now.seconds)}/s`,
    );
  });
  const quarter = progress.find((point) => point.orders >= load.orders * 0.75) ?? { orders: 0, seconds: 0 };
  const tailSeconds = load.seconds - quarter.seconds;
  return {
    orders: load.orders,
    created: load.created,
    seconds: load.seconds,
    ordersPerSecond: load.orders / load.seconds,
    lastQuarterPerSecond: tailSeconds > 0 ? (load.orders - quarter.orders) / tailSeconds : 0,
  };
}

/** `days` through ingestOrders in this process. */
export function loadInProcess(place: ChainPlace, days: ChainDays): Promise<RateFigures> {
  // Records read as the product's modules read them, through the demo's resource service.
  const records = demoService(place.db, loadProductSchemas(readConfig({}))).system(place.region);
  return timedLoad('in process', place, days, (shop) =>
    inProcessSink(place.db, records, shop, NO_INGEST_PARTS),
  );
}

/** A shop's till: its batches POSTed with its device key, each answer's time kept in `times`. */
function tillSink(baseUrl: string, shopId: number, key: string, times: LatencySamples): OrderSink {
  const post = async (path: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/pro-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ shopId, ...body }),
    });
    const envelope = parseEnvelope(await response.text());
    if (path === '/pos/orders') times.record(performance.now() - started);
    if (envelope?.status !== 0) throw new Error(`POST ${path}: ${envelope?.msgEn ?? response.status}`);
    return envelope.data as Awaited<ReturnType<OrderSink['orders']>>;
  };
  return {
    orders: (orders) => post('/pos/orders', { orders }),
    clockEvents: (events) => post('/pos/clock-events', { events }),
    feedback: (feedback) => post('/pos/feedback', { feedback }),
  };
}

/** `days` through POST /pro-api/pos/orders, each shop with its own key (`keys` by shop id). */
export async function loadOverHttp(
  place: ChainPlace,
  days: ChainDays,
  baseUrl: string,
  keys: ReadonlyMap<number, string>,
): Promise<HttpRateFigures> {
  const times = new LatencySamples();
  const figures = await timedLoad('over HTTP', place, days, (shop) => {
    const key = keys.get(shop.shopId);
    if (!key) throw new Error(`no device key for shop ${shop.shopId}`);
    return tillSink(baseUrl, shop.shopId, key, times);
  });
  const [batchP50Ms = 0, batchP99Ms = 0] = times.percentiles(50, 99);
  return { ...figures, batches: times.size, batchP50Ms, batchP99Ms };
}

export function ingestFigures(inProcess: RateFigures, http: HttpRateFigures): IngestFigures {
  const orders = inProcess.orders + http.orders;
  const seconds = inProcess.seconds + http.seconds;
  return {
    shopsAtOnce: CHAIN_SHOPS_AT_ONCE,
    inProcess,
    http,
    whole: { orders, seconds, ordersPerSecond: orders / seconds },
  };
}
