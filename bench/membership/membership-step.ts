// `npm run bench -- --only membership` (issue 26): the fifteen membership analysis reports on
// PostgreSQL at a million members of the ten-shop chain, as its owner reads them over a month and
// the year; the goal is 150 ms p99 server time over 365 days. The kept chain (the analytics step's,
// built first when there is none) is copied, so the members never reach it; the copy is left for an
// EXPLAIN after the run and replaced by the next one.
import { newKeyLine } from '../../engine/server';
import { readConfig } from '../../server/config';
import { migrateDatabase, openDatabase } from '../../server/db/open-database';
import { ensureDemoChain } from '../../server/demo/demo-chain';
import { rebuildMembershipAnalysis } from '../../server/membership-analysis/bulk-loaded-storage';
import { loadProductSchemas } from '../../server/schemas';
import { chainSpec, CHAIN_SHOPS, runAnalyticsStep } from '../analytics/analytics-step';
import { chainOwnerToken } from '../analytics/chain-accounts';
import { CHAIN_DATABASE, keptChain, type ChainState } from '../analytics/chain-database';
import { reportNames, timeReports, type CaseTiming } from '../analytics/report-timing';
import { yearGoal, type YearGoal } from '../analytics/year-goal';
import { startBrigade } from '../support/brigade-server';
import { withServer } from '../support/child-server';
import { adminQuery, POSTGRES_ADMIN_URL, postgresUrl, type Engine } from '../support/engines';
import { loadMembership, type MembershipLoad } from './membership-data';

export const MEMBERSHIP_DATABASE = 'brigade_bench_membership';
const COPY_URL = postgresUrl(MEMBERSHIP_DATABASE);

export interface MembershipFigures {
  skipped?: string;
  error?: string;
  /** The kept chain copied: when it was built and its last day, the reports' last day. */
  chain?: { database: string; builtAt: string; lastDay: string };
  load?: MembershipLoad;
  /** The membership analysis's storage made whole for the bulk load, then the planner's statistics. */
  rebuildSeconds?: number;
  /** VACUUM (ANALYZE) of the tables the reports read. */
  vacuumSeconds?: number;
  reports?: CaseTiming[];
  yearReports?: YearGoal;
}

/**
 * What the membership reports read. The load is followed by what autovacuum (off on the bench's
 * server) would have done by the time anyone reads them: the planner's statistics, and the
 * visibility map that lets an index-only scan skip the table.
 */
const READ_TABLES = [
  'res_member',
  'res_member_level',
  'member_fact',
  'member_signup_rollup',
  'member_level_rollup',
  'member_birth_month_rollup',
  'member_visit_rollup',
  'member_age_rollup',
  'member_shop_visit',
  'member_shop_rollup',
  'sales_order',
  'member_order_snapshot',
  'member_sales_rollup',
  'member_sales_month_rollup',
  'member_sales_band_rollup',
  'member_sales_band_month_rollup',
  'vip_renewal',
  'vip_term_rollup',
  'vip_sale_rollup',
  'send_record',
];

const seconds = (started: number) => (performance.now() - started) / 1000;

/** The kept chain, built by the analytics step first when there is none of today's shape. */
async function ensureKeptChain(timeZone: string): Promise<ChainState> {
  const kept = await keptChain(chainSpec(timeZone));
  if (typeof kept !== 'string') return kept;
  console.log(`  No kept chain (${kept}): the analytics step builds it first`);
  const built = await runAnalyticsStep();
  if (built.error ?? built.skipped)
    throw new Error(`the chain's build failed: ${built.error ?? built.skipped}`);
  const state = await keptChain(chainSpec(timeZone));
  if (typeof state === 'string') throw new Error(`the chain's build left none: ${state}`);
  return state;
}

/** A fresh copy of the kept chain; FILE_COPY copies its files at once rather than logging each page. */
async function copyChain(): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${MEMBERSHIP_DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${MEMBERSHIP_DATABASE} TEMPLATE ${CHAIN_DATABASE} STRATEGY FILE_COPY`);
}

/** The copy's server settings, schemas and member resource. */
function copyPlace() {
  const config = readConfig({ ...process.env, DATABASE_URL: COPY_URL });
  const schemas = loadProductSchemas(config);
  const member = schemas.byName.get('member');
  if (!member) throw new Error('no member resource');
  return { config, schemas, member };
}
type CopyPlace = ReturnType<typeof copyPlace>;

type Loaded = Pick<MembershipFigures, 'load' | 'rebuildSeconds' | 'vacuumSeconds'> & { companyId: number };

/** The members loaded into the copy and the analysis's storage made whole, as the product keeps it. */
async function loadCopy({ config, schemas, member }: CopyPlace): Promise<Loaded> {
  const { timeZone } = config;
  const db = await openDatabase({ databaseUrl: COPY_URL, timeZone });
  try {
    // The kept chain is as new as the last server that ran on it: the copy takes today's migrations
    // before the load, as the product's storage would have them.
    await migrateDatabase(db);
    const { companyId } = await ensureDemoChain(db, schemas, CHAIN_SHOPS, config.uploadDir);
    console.log('  Loading the members and naming them on the orders');
    const load = await loadMembership(db, companyId, timeZone);
    console.log(
      `  ${load.members.toLocaleString('en')} members, ${load.ordersNamingMembers.toLocaleString('en')} ` +
        `orders naming one (${load.seconds.toFixed(0)} s); making the analysis's storage whole`,
    );
    // The planner's statistics of the loaded tables, as autovacuum (off here) would gather them.
    await db.query('ANALYZE res_member, sales_order, vip_renewal, send_record');
    let started = performance.now();
    await rebuildMembershipAnalysis(db, member, companyId, timeZone);
    const rebuildSeconds = seconds(started);
    started = performance.now();
    await db.query(`VACUUM (ANALYZE) ${READ_TABLES.join(', ')}`);
    return { companyId, load, rebuildSeconds, vacuumSeconds: seconds(started) };
  } finally {
    await db.close();
  }
}

/** Each membership report over a month and the year, as the chain's owner, on the copy's server. */
function timeMembershipReports(place: CopyPlace, companyId: number, lastDay: string): Promise<CaseTiming[]> {
  const engine: Engine = {
    name: 'PostgreSQL',
    // A fresh key each run: nothing the step reads is sealed.
    env: { DATABASE_URL: COPY_URL, SECRET_KEYS: newKeyLine() },
    args: [],
    dispose: () => Promise.resolve(),
  };
  return withServer(
    () => startBrigade(engine),
    async (server) => {
      const token = await chainOwnerToken(server.url, companyId, place.schemas);
      console.log(`  Timing the membership reports over the days to ${lastDay}`);
      const names = reportNames().filter((name) => name.startsWith('membership_'));
      return timeReports(server.url, token, lastDay, names);
    },
  );
}

export async function runMembershipStep(): Promise<MembershipFigures> {
  try {
    await adminQuery('SELECT 1');
  } catch (error) {
    return {
      skipped: `no PostgreSQL at ${POSTGRES_ADMIN_URL} (${error instanceof Error ? error.message : error})`,
    };
  }
  try {
    const { timeZone } = readConfig(process.env);
    const kept = await ensureKeptChain(timeZone);
    console.log(`  Copying the chain built ${kept.builtAt} to ${MEMBERSHIP_DATABASE}`);
    await copyChain();
    const place = copyPlace();
    const { companyId, ...loaded } = await loadCopy(place);
    const reports = await timeMembershipReports(place, companyId, kept.lastDay);
    return {
      chain: { database: MEMBERSHIP_DATABASE, builtAt: kept.builtAt, lastDay: kept.lastDay },
      ...loaded,
      reports,
      yearReports: yearGoal(reports),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
