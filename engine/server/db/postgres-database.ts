import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

// int8 (counts, sums, bigint ids) as numbers: every figure the product handles stays below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/**
 * A pooled connection to a PostgreSQL server given by a connection URL; every connection keeps
 * `timeZone`, so dates are the restaurants' calendar days.
 */
export async function openPostgresDatabase(url: string, timeZone = 'UTC', poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c TimeZone=${timeZone}` });
  // An idle connection the server ends (a restart, an administrator, a database dropped WITH FORCE)
  // is dropped from the pool, which opens a new one when needed: it must not crash the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(work) {
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
    },
    close: () => pool.end(),
  };
}
