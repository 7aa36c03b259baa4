// The server's start (`npm start`, server/main.ts): build the client if stale, open and migrate the database, seed the demo into an empty
// embedded database (or with --demo) and its companies' recent orders (DEMO_ORDER_DAYS) into one holding none,
// serve, and shut down cleanly on SIGTERM.
import { buildApp } from './app';
import type { AppModule } from './app-module';
import { readConfig, ROOT_DIR } from './config';
import { databaseTarget, openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-data';
import { loadProductSchemas } from './schemas';
import { resolveKeyring } from './secrets/keyring-source';
import { buildClientIfStale } from './web/client-build';

/** Starts the server with the product's modules and `extra` ones (a test's). */
export async function startServer(extra: readonly AppModule[] = []): Promise<void> {
  const config = readConfig();
  const demo = !config.databaseUrl || process.argv.includes('--demo');
  if (!process.argv.includes('--no-build')) buildClientIfStale(ROOT_DIR, config.clientDir);

  // A broken schema, or PostgreSQL without secret keys, stops the start here, before the database is touched.
  const schemas = loadProductSchemas(config);
  const keyring = resolveKeyring(config);
  const db = await openDatabase(databaseTarget(config));
  const { migrations, seeded, demoOrders } = await prepareDatabase(db, schemas, demo, config.uploadDir, {
    days: config.demoOrderDays,
    timeZone: config.timeZone,
    region: config.region,
  });

  const app = await buildApp({
    db,
    config,
    schemas,
    keyring,
    modules: extra,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    '',
    `Brigade is running at http://localhost:${config.port}/`,
    `Database: ${where}; migrations applied now: ${migrations.applied.length}`,
  ];
  if (demo) {
    lines.push(seeded ? 'Demo data created.' : 'Demo data already present.');
    if (demoOrders > 0)
      lines.push(`Demo orders created: ${demoOrders} (the last ${config.demoOrderDays} days).`);
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD} for every one):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.username.padEnd(15)} ${account.name_en}`);
  }
  console.log(lines.join('\n') + '\n');
}
