// Step 9, analytics (issue 13), on PostgreSQL over the ten-shop year `npm run demo:orders -- --shops
// 10 --days 365` makes: the ingest's sustained rate (in this process and over the API), the home
// report's server time over a few hundred calls, each report's over a month and the year, and the
// home page's first chart drawn in Chromium, all as the chain's owner. The chain is kept between runs
// (chain-database.ts); a kept one is brought up to today through the API before it is read.
import type { CheckedSchemas } from '../../engine/schema';
import { newKeyLine } from '../../engine/server';
import type { Database } from '../../engine/server';
import { readConfig, type ServerConfig } from '../../server/config';
import { CHAIN_ORDERS_PER_DAY } from '../../server/cli/demo-orders-arguments';
import { openDatabase } from '../../server/db/open-database';
import { prepareDatabase } from '../../server/db/prepare-database';
import { analyzeAfterLoad, CHAIN_SEED, chainDays, type ChainDays } from '../../server/demo/chain-orders';
import { ensureDemoChain } from '../../server/demo/demo-chain';
import { addDays } from '../../protocol/zoned-time';
import { loadProductSchemas } from '../../server/schemas';
import { startBrigade } from '../support/brigade-server';
import { withServer } from '../support/child-server';
import { ensureClientBuild } from '../support/client-build';
import { adminQuery, POSTGRES_ADMIN_URL, type Engine } from '../support/engines';
import { positive } from '../support/settings';
import { CHAIN_OWNER, chainOwnerToken, tillKeys } from './chain-accounts';
import {
  CHAIN_DATABASE,
  chainUrl,
  keptChain,
  newChainDatabase,
  saveChainState,
  type ChainSpec,
  type ChainState,
} from './chain-database';
import {
  ingestFigures,
  loadInProcess,
  loadOverHttp,
  type ChainPlace,
  type IngestFigures,
  type RateFigures,
} from './chain-ingest';
import { measureHomePaint, type HomePaint } from './home-paint';
import { timeHome, timeReports, type CaseTiming, type HomeTimings } from './report-timing';
import { yearGoal, type YearGoal } from './year-goal';

export const CHAIN_SHOPS = 10;
/** The year; BENCH_CHAIN_DAYS makes a shorter one for a quick try of the step (not issue 13's figures). */
function chainDaysAsked(): number {
  const days = positive(process.env, 'BENCH_CHAIN_DAYS', 365);
  if (days <= HTTP_DAYS || days > 366)
    throw new Error(`BENCH_CHAIN_DAYS must be from ${HTTP_DAYS + 1} to 366, got ${days}`);
  return days;
}
/** The chain's last days, sent over the API as each shop's till sends them; the rest in process. */
export const HTTP_DAYS = 7;

export interface ChainFigures {
  database: string;
  spec: ChainSpec;
  /** Closed, open and deleted orders of the chain in the year read. */
  yearOrders: number;
  from: string;
  to: string;
  builtAt: string;
  /** Why the kept chain was not reused, when it was built in this run. */
  builtBecause?: string;
  /** A kept chain's days since it was built (its last one sent again), sent over the API. */
  topUp?: RateFigures;
}

export interface AnalyticsFigures {
  skipped?: string;
  error?: string;
  chain?: ChainFigures;
  /** The ingest's figures of the chain's build: this run's, or those a kept chain recorded. */
  ingest?: IngestFigures;
  home?: HomeTimings;
  reports?: CaseTiming[];
  /** Each report's 365-day p99 against issue 22's goal. */
  yearReports?: YearGoal;
  homePaint?: HomePaint;
}

async function yearOrders(place: ChainPlace, year: ChainDays): Promise<number> {
  const { rows } = await place.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sales_order WHERE company_id = $1 AND business_date BETWEEN $2 AND $3',
    [place.chain.companyId, year.from, year.to],
  );
  return rows[0]?.n ?? 0;
}

interface ChainRun {
  place: ChainPlace;
  schemas: CheckedSchemas;
  spec: ChainSpec;
  year: ChainDays;
  /** The kept chain reused, or why none was (it was built in this run, `inProcess` its load). */
  kept: ChainState | string;
  inProcess?: RateFigures;
}

/** Everything but the in-process load, on the chain's server: the API's ingest, then the reads. */
async function onChainServer(run: ChainRun): Promise<AnalyticsFigures> {
  const { place, schemas, spec, year, inProcess } = run;
  const kept = typeof run.kept === 'string' ? undefined : run.kept;
  const engine: Engine = {
    name: 'PostgreSQL',
    // A fresh key each run: nothing the step reads is sealed.
    env: { DATABASE_URL: chainUrl(), SECRET_KEYS: newKeyLine() },
    args: [],
    dispose: () => Promise.resolve(),
  };
  // Before the server starts: it serves the client only if a build is there when it does.
  const build = await ensureClientBuild();
  return withServer(
    () => startBrigade(engine),
    async (server) => {
      const ownerToken = await chainOwnerToken(server.url, place.chain.companyId, schemas);
      const keys = await tillKeys(server.url, ownerToken, place.chain.shopIds);
      const from = kept ? kept.lastDay : addDays(year.to, 1 - HTTP_DAYS);
      console.log(`  ${kept ? 'Topping up' : 'Sending'} ${from} to ${year.to} over the API`);
      const http = await loadOverHttp(place, { ...year, from }, server.url, keys);
      await analyzeAfterLoad(place.db);
      const ingest = kept?.ingest ?? ingestFigures(inProcess as RateFigures, http);
      const builtAt = kept?.builtAt ?? new Date(year.now).toISOString();
      await saveChainState({ spec, builtAt, ingest, lastDay: year.to, lastNow: year.now });
      const chain: ChainFigures = {
        database: CHAIN_DATABASE,
        spec,
        yearOrders: await yearOrders(place, year),
        from: year.from,
        to: year.to,
        builtAt,
        ...(typeof run.kept === 'string' ? { builtBecause: run.kept } : {}),
        ...(kept ? { topUp: http } : {}),
      };
      console.log(`  The year holds ${chain.yearOrders.toLocaleString('en')} orders; timing the reports`);
      const home = await timeHome(server.url, ownerToken, year.to);
      const reports = await timeReports(server.url, ownerToken, year.to);
      console.log('  The home page in Chromium');
      const homePaint =
        build.state === 'skipped'
          ? { skipped: build.reason }
          : await measureHomePaint(server.url, CHAIN_OWNER);
      return { chain, ingest, home, reports, yearReports: yearGoal(reports), homePaint };
    },
  );
}

async function chainPlace(
  db: Database,
  schemas: CheckedSchemas,
  config: ServerConfig,
  spec: ChainSpec,
): Promise<ChainPlace> {
  const chain = await ensureDemoChain(db, schemas, spec.shops, config.uploadDir);
  return { db, chain, timeZone: config.timeZone, region: config.region };
}

/** The chain this step reads, in the application's `timeZone`. */
export const chainSpec = (timeZone: string): ChainSpec => ({
  shops: CHAIN_SHOPS,
  days: chainDaysAsked(),
  ordersPerDay: CHAIN_ORDERS_PER_DAY,
  seed: CHAIN_SEED,
  timeZone,
});

export async function runAnalyticsStep(): Promise<AnalyticsFigures> {
  try {
    await adminQuery('SELECT 1');
  } catch (error) {
    return {
      skipped: `no PostgreSQL at ${POSTGRES_ADMIN_URL} (${error instanceof Error ? error.message : error})`,
    };
  }
  try {
    const config = readConfig({ ...process.env, DATABASE_URL: chainUrl() });
    const spec = chainSpec(config.timeZone);
    const kept =
      process.env.BENCH_CHAIN === 'rebuild'
        ? 'BENCH_CHAIN=rebuild asked for a new one'
        : await keptChain(spec);
    if (typeof kept === 'string') {
      console.log(`  Building the chain in ${CHAIN_DATABASE}: ${kept}`);
      await newChainDatabase();
    } else console.log(`  Reusing the chain built ${kept.builtAt} (BENCH_CHAIN=rebuild builds it anew)`);
    const year = chainDays(spec.days, spec.ordersPerDay, spec.timeZone, Date.now());
    const db = await openDatabase({ databaseUrl: chainUrl(), timeZone: config.timeZone });
    try {
      const schemas = loadProductSchemas(config);
      const run = { schemas, spec, year, kept };
      if (typeof kept !== 'string')
        return await onChainServer({ ...run, place: await chainPlace(db, schemas, config, spec) });
      // The demo first, as `npm start -- --demo` makes it: its platform admin makes the chain's owner.
      await prepareDatabase(db, schemas, true, config.uploadDir);
      const place = await chainPlace(db, schemas, config, spec);
      const inProcess = await loadInProcess(place, { ...year, to: addDays(year.to, -HTTP_DAYS) });
      return await onChainServer({ ...run, place, inProcess });
    } finally {
      await db.close();
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
