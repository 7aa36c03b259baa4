import type { Database } from '../../engine/server';
import { readConfig } from '../../server/config';
import { databaseTarget, openDatabase } from '../../server/db/open-database';
import { prepareDatabase } from '../../server/db/prepare-database';
import { loadProductSchemas } from '../../server/schemas';
import type { Engine } from '../support/engines';

/**
 * Prepares the engine's database with the demo data, as the server would, then lets `write` add the
 * records a bench reads, in this process before the server starts, and analyses `table` afterwards.
 */
export async function seedEngine(
  engine: Engine,
  table: string,
  write: (db: Database) => Promise<void>,
): Promise<void> {
  const config = readConfig(engine.env);
  const db = await openDatabase(databaseTarget(config));
  try {
    await prepareDatabase(db, loadProductSchemas(config), true, config.uploadDir);
    await write(db);
    // What autovacuum does on a server after a bulk load: the planner needs to know the table's size.
    await db.exec(`ANALYZE ${table}`);
  } finally {
    await db.close();
  }
}

/**
 * The engine as the branch benches start Brigade on it: without the demo's recent orders, which
 * the server would otherwise seed at start for each of the first company's ten thousand branches
 * (hours of work for figures that read the branch list alone).
 */
export const withoutDemoOrders = (engine: Engine): Engine => ({
  ...engine,
  env: { ...engine.env, DEMO_ORDER_DAYS: '0' },
});

/**
 * Prepares the engine's database with the demo data plus `count` branches of the first demo company,
 * written in one statement: the bench measures reading them, not writing them.
 */
export function seedBranches(engine: Engine, count: number): Promise<void> {
  return seedEngine(engine, 'res_shop', async (db) => {
    await db.query(
      `INSERT INTO res_shop (company_id, data, created_by, updated_by, created_at)
       SELECT (SELECT min(id) FROM res_company),
              jsonb_build_object('name', 'Branch ' || n, 'name_en', 'Branch ' || n, 'storeId', 'B-' || n,
                                 'phone', '+852 2000 ' || lpad((n % 10000)::text, 4, '0'),
                                 'scenes', jsonb_build_array('lunch', 'dinner')),
              1, 1, now() - make_interval(secs => $1 - n)
         FROM generate_series(1, $1) AS n`,
      [count],
    );
    await db.query('UPDATE res_shop SET shop_id = id WHERE shop_id IS NULL');
  });
}
