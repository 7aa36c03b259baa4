import type { Database } from '../../../engine/server/db/database';
import { migrate, readMigrations } from '../../../engine/server/db/migrator';
import { ensureResourceTables } from '../../../engine/server/resources/tables';
import { MIGRATIONS_DIR } from '../../../server/db/open-database';
import { testResource } from '../../support/resources';
import { createTestDatabase, testEngines } from '../support/test-database';

/** A table's columns as the catalogue states them, in order. */
async function columnsOf(db: Database, table: string) {
  const { rows } = await db.query(
    `SELECT column_name, data_type, is_nullable, column_default, is_identity
       FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows;
}

describe.each(testEngines())('migrations [%s]', (engine) => {
  it('applies every migration once, in a transaction, and is a no-op the second time', async () => {
    const { db, drop } = await createTestDatabase(engine);
    try {
      const migrations = await readMigrations(MIGRATIONS_DIR);
      expect(migrations.length).toBeGreaterThan(0);
      const first = await migrate(db, migrations);
      expect(first.applied).toEqual(migrations.map((m) => m.version));
      const second = await migrate(db, migrations);
      expect(second).toEqual({ applied: [], alreadyApplied: migrations.length });
    } finally {
      await drop();
    }
  });

  it('lets two servers starting at once migrate without a clash', async () => {
    const { db, drop } = await createTestDatabase(engine);
    try {
      const migrations = await readMigrations(MIGRATIONS_DIR);
      const reports = await Promise.all([migrate(db, migrations), migrate(db, migrations)]);
      expect(reports.map((r) => r.applied.length).sort()).toEqual([0, migrations.length]);
    } finally {
      await drop();
    }
  });

  // Migration 0001 writes the generic table shape out by hand, and the migrator refuses an edited
  // migration, so the copy stays; this keeps it the shape the engine gives every other resource.
  it('gives the tenant tables of migration 0001 the shape the resource engine creates', async () => {
    const { db, drop } = await createTestDatabase(engine);
    try {
      await migrate(db, await readMigrations(MIGRATIONS_DIR));
      await ensureResourceTables(db, [testResource('shapeProbe', {})]);
      const engineShape = await columnsOf(db, 'res_shape_probe');
      expect(engineShape.length).toBeGreaterThan(0);
      expect(await columnsOf(db, 'res_company')).toEqual(engineShape);
      expect(await columnsOf(db, 'res_user')).toEqual(engineShape);
    } finally {
      await drop();
    }
  });

  it('rolls back a failing migration whole and refuses an edited one', async () => {
    const { db, drop } = await createTestDatabase(engine);
    try {
      const good = { version: '0001_good', sql: 'CREATE TABLE good_one (id int);' };
      const bad = { version: '0002_bad', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
      await expect(migrate(db, [good, bad])).rejects.toThrow();
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('good_one', 'half_done')`,
      );
      expect(rows[0]?.n).toBe(0);
      await migrate(db, [good]);
      await expect(migrate(db, [{ ...good, sql: 'CREATE TABLE good_one (id bigint);' }])).rejects.toThrow(
        'Migration 0001_good was changed after it was applied',
      );
    } finally {
      await drop();
    }
  });
});
