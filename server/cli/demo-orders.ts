// `npm run demo:orders -- --shops 10 --days 365`: a chain's history of orders for benchmarks and
// demos, on the configured database (DATABASE_URL, else the embedded one), through the point of
// sale's own ingest, one shop and day at a time so memory stays flat however long the history.
import { readConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';
import { analyzeAfterLoad, chainDays, loadChainOrders } from '../demo/chain-orders';
import { ensureDemoChain } from '../demo/demo-chain';
import { inProcessSink } from '../demo/ingest-shop-orders';
import { NO_INGEST_PARTS } from '../sales/ingest-orders';
import { loadProductSchemas } from '../schemas';
import { parseDemoOrdersArguments } from './demo-orders-arguments';
import { demoService } from '../demo/demo-service';

const PROGRESS_EVERY_MS = 2000;

const count = (n: number) => n.toLocaleString('en');
const rate = (orders: number, seconds: number) => count(Math.round(orders / seconds));

async function run(): Promise<void> {
  const { shops, days, ordersPerDay } = parseDemoOrdersArguments(process.argv.slice(2));
  const config = readConfig();
  const schemas = loadProductSchemas(config);
  const db = await openDatabase(databaseTarget(config));
  try {
    // As `npm start` does: the embedded database gets the demo, so a later start still finds it.
    await prepareDatabase(db, schemas, !config.databaseUrl, config.uploadDir);
    const chain = await ensureDemoChain(db, schemas, shops, config.uploadDir);
    const range = chainDays(days, ordersPerDay, config.timeZone, Date.now());
    const records = demoService(db, schemas).system(config.region);
    console.log(
      `Company ${chain.companyId}, shops ${chain.shopIds.join(', ')}: orders from ${range.from} to ${range.to}.`,
    );
    let reported = performance.now();
    const load = await loadChainOrders(
      db,
      chain,
      config,
      range,
      (shop) => inProcessSink(db, records, shop, NO_INGEST_PARTS),
      ({ orders, seconds }) => {
        if (performance.now() - reported < PROGRESS_EVERY_MS) return;
        reported = performance.now();
        // The memory in use is shown so a long run can be seen to stay flat.
        const megabytes = Math.round(process.memoryUsage().rss / 1e6);
        console.log(`  ${count(orders)} orders, ${rate(orders, seconds)} orders/s, ${megabytes} MB in use`);
      },
    );
    await analyzeAfterLoad(db);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sales_order WHERE company_id = $1',
      [chain.companyId],
    );
    console.log(
      `Done: ${count(load.orders)} orders sent (${count(load.created)} new) in ${load.seconds.toFixed(1)} s, ` +
        `${rate(load.orders, load.seconds)} orders/s; the chain holds ${count(rows[0]?.n ?? 0)} orders.`,
    );
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
