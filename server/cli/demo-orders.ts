// `npm run demo:orders -- --shops 10 --days 365`: a chain's history of orders for benchmarks and
// demos, on the configured database (DATABASE_URL, else the embedded one), through the point of
// sale's own ingest, one shop and day at a time so memory stays flat however long the history.
import { readConfig } from '../config';
import { databaseTarget, openDatabase } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';
import { ensureDemoChain } from '../demo/demo-chain';
import { ingestShopOrders } from '../demo/ingest-shop-orders';
import { loadShopCatalogue } from '../demo/load-shop-catalogue';
import { addDays, zonedDate } from '../demo/zoned-time';
import { loadProductSchemas } from '../schemas';
import { parseDemoOrdersArguments } from './demo-orders-arguments';

const PROGRESS_EVERY_MS = 2000;
const CHAIN_SEED = 'chain';

const count = (n: number) => n.toLocaleString('en');

async function run(): Promise<void> {
  const { shops, days, ordersPerDay } = parseDemoOrdersArguments(process.argv.slice(2));
  const config = readConfig();
  const schemas = loadProductSchemas(config);
  const db = await openDatabase(databaseTarget(config));
  try {
    // As `npm start` does: the embedded database gets the demo, so a later start still finds it.
    await prepareDatabase(db, schemas, !config.databaseUrl, config.uploadDir);
    const chain = await ensureDemoChain(db, schemas, shops, config.uploadDir);
    const now = Date.now();
    const to = zonedDate(now, config.timeZone);
    const range = { from: addDays(to, 1 - days), to, now, seed: CHAIN_SEED, ordersPerDay };
    console.log(
      `Company ${chain.companyId}, shops ${chain.shopIds.join(', ')}: orders from ${range.from} to ${to}.`,
    );
    const started = performance.now();
    let done = 0;
    let created = 0;
    let reported = started;
    const rate = () => Math.round(done / ((performance.now() - started) / 1000));
    for (const shopId of chain.shopIds) {
      const shop = await loadShopCatalogue(db, chain.companyId, shopId, config.timeZone, config.region);
      const counts = await ingestShopOrders(db, shop, range, (orders) => {
        done += orders;
        if (performance.now() - reported < PROGRESS_EVERY_MS) return;
        reported = performance.now();
        // The memory in use is shown so a long run can be seen to stay flat.
        const megabytes = Math.round(process.memoryUsage().rss / 1e6);
        console.log(`  ${count(done)} orders, ${count(rate())} orders/s, ${megabytes} MB in use`);
      });
      created += counts.created;
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sales_order WHERE company_id = $1',
      [chain.companyId],
    );
    console.log(
      `Done: ${count(done)} orders sent (${count(created)} new) in ${seconds.toFixed(1)} s, ${count(rate())} orders/s; ` +
        `the chain holds ${count(rows[0]?.n ?? 0)} orders.`,
    );
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
