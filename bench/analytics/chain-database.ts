// The database the analytics step's ten-shop year lives in. Its two million orders take the best
// part of half an hour to ingest, so it is kept between runs: what it holds (the chain's shape, when
// it was built, through which day, and the ingest's figures of that build) is written in the
// database's own comment, and a later run that asks for the same chain reuses it. BENCH_CHAIN=rebuild
// builds it anew; `dropdb brigade_bench_chain` removes it.
import { adminQuery, postgresUrl } from '../support/engines';
import type { IngestFigures } from './chain-ingest';

export const CHAIN_DATABASE = 'brigade_bench_chain';

/** What identifies a chain: the same shape built again would hold the same orders. */
export interface ChainSpec {
  shops: number;
  days: number;
  ordersPerDay: number;
  seed: string;
  timeZone: string;
}

export interface ChainState {
  spec: ChainSpec;
  /** When the chain was built (ISO), and the ingest's figures of that build. */
  builtAt: string;
  ingest: IngestFigures;
  /** The last business day loaded, and the instant it was loaded as of (ms). */
  lastDay: string;
  lastNow: number;
}

export const chainUrl = () => postgresUrl(CHAIN_DATABASE);

/** The kept chain's state, or why it cannot be reused: absent, of another shape, or unreadable. */
export async function keptChain(spec: ChainSpec): Promise<ChainState | string> {
  const [row] = await adminQuery<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [CHAIN_DATABASE],
  );
  if (!row) return 'no kept chain';
  try {
    const state = JSON.parse(row.comment ?? '') as ChainState;
    if (JSON.stringify(state.spec) !== JSON.stringify(spec)) return 'the kept chain has another shape';
    return state;
  } catch {
    return 'the kept chain was never finished';
  }
}

/** A new, empty chain database in place of any kept one. */
export async function newChainDatabase(): Promise<void> {
  // WITH (FORCE) ends connections a killed run may have left open (PostgreSQL 13 and later).
  await adminQuery(`DROP DATABASE IF EXISTS ${CHAIN_DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${CHAIN_DATABASE}`);
}

/** Records what the chain holds; written last, so a build cut short is never taken for a whole one. */
export async function saveChainState(state: ChainState): Promise<void> {
  // COMMENT takes no parameters: the JSON goes in as a dollar-quoted literal, which it cannot end.
  const json = JSON.stringify(state);
  if (json.includes('$chain$')) throw new Error('the chain state cannot be quoted');
  await adminQuery(`COMMENT ON DATABASE ${CHAIN_DATABASE} IS $chain$${json}$chain$`);
}
