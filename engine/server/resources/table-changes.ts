// The notice a committed change of a table sends: its name on one channel, once per table per
// transaction (PostgreSQL folds identical notifications of a transaction into one). The resource
// tables send it from their change-version trigger (change-versions.ts); a typed table a computed
// value reads sends it from a statement trigger of its own, installed once the app knows which
// tables its computed values read (computed-fields.ts, ComputedReads).

/** The LISTEN/NOTIFY channel whose payload is the changed table's name. */
export const TABLE_CHANGE_CHANNEL = 'table_change';

/** The typed tables' trigger function; created with the change versions, once, before the tables. */
export const TABLE_CHANGE_DDL = `CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${TABLE_CHANGE_CHANNEL}', TG_TABLE_NAME);
    RETURN NULL;
  END $$`;

const TABLE = /^[a-z_][a-z0-9_]*$/;

/**
 * The trigger that makes `table` send the notice; idempotent. Per statement, not per row: a roll-up
 * written by thousands of rows at once sends one notice and queues nothing per row.
 */
export function watchTableDdl(table: string): string {
  if (!TABLE.test(table)) throw new Error(`Bad table name "${table}"`);
  return `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND tgname = '${table}_watched') THEN
      CREATE TRIGGER ${table}_watched AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
    END IF;
  END $$`;
}

/** Whether a notification's payload names a table (never trusted blindly). */
export const isTableName = (payload: string): boolean => TABLE.test(payload) && payload.length <= 63;
