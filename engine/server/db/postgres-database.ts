import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult, Subscription } from './database';
import { listenOnPostgres } from './postgres-listener';

// int8 (counts, sums, bigint ids) as numbers: every figure the product handles stays below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

// A prepared statement's name: the same text always gets the same name, on every connection. Names
// already worked out are kept, so a list call does not hash its statement each time; bounded,
// since the texts are as many as the lists' shapes.
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 1_000;

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'TRUNCATE']);

function wrap(target: pg.Pool | pg.PoolClient, afterWrite?: () => Promise<void>): Queryable {
  return {
    async query<T>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ): Promise<QueryResult<T>> {
      const values = [...params];
      const result = await target.query(
        options?.prepared ? { name: statementName(sql), text: sql, values } : sql,
        values,
      );
      if (afterWrite && (options?.writes === true || WRITES.has(result.command))) await afterWrite();
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
      await afterWrite?.();
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A pooled connection to a PostgreSQL server given by a connection URL; every connection keeps
 * `timeZone`, so dates are the restaurants' calendar days, and runs without JIT compilation: the
 * application's queries are short, and a planner that overestimates a report's rows compiled for
 * longer than the query ran (docs/benchmarks.md, "Issue 26").
 */
export async function openPostgresDatabase(url: string, timeZone = 'UTC', poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c TimeZone=${timeZone} -c jit=off`,
  });
  // An idle connection the server ends (a restart, an administrator, a database dropped WITH FORCE)
  // is dropped from the pool, which opens a new one when needed: it must not crash the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const subscriptions = new Set<Subscription>();
  // A notification reaches our own listener after the write's answer: wait for it (Database).
  const caughtUp = async () => {
    if (subscriptions.size > 0) await Promise.all([...subscriptions].map((s) => s.caughtUp()));
  };
  return {
    engine: 'postgres',
    queueTarget: { engine: 'postgres', url },
    ...wrap(pool, caughtUp),
    async transaction(work) {
      const result = await inTransaction(pool, work);
      await caughtUp();
      return result;
    },
    async listen(channel, handlers, { followedByWrites = true } = {}) {
      const notify = (to: string, payload: string) => pool.query('SELECT pg_notify($1, $2)', [to, payload]);
      const subscription = await listenOnPostgres(url, channel, handlers, notify);
      if (followedByWrites) subscriptions.add(subscription);
      return {
        get listening() {
          return subscription.listening;
        },
        caughtUp: () => subscription.caughtUp(),
        close: () => {
          subscriptions.delete(subscription);
          return subscription.close();
        },
      };
    },
    close: () => pool.end(),
  };
}
