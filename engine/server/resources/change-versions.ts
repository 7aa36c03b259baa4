// Every resource table has a change version: a counter its writes raise once per transaction, at
// commit, inside the transaction. A statement reading the version sees the one that matches the
// rows its snapshot sees, so a server may keep what it learnt about a list (its count, its page
// anchors: list-memo.ts) under that version and trust it exactly while the version holds, on
// every app server, without being told of other servers' writes. Each commit that changes a table
// also tells the table's name on TABLE_CHANGE_CHANNEL, which ends the pages kept in memory.
import { TABLE_CHANGE_CHANNEL, TABLE_CHANGE_DDL } from './table-changes';

/** The counters, the trigger function that raises them and the typed tables' notice; created once, before the tables. */
export const CHANGE_VERSION_DDL = [
  `CREATE TABLE IF NOT EXISTS resource_change (
    table_name text PRIMARY KEY,
    version bigint NOT NULL
  )`,
  // Deferred to commit and once per table per transaction: an import of thousands of rows takes
  // the counter's row lock for a moment at its end, not for its whole length.
  `CREATE OR REPLACE FUNCTION note_resource_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('brigade.changed_' || TG_TABLE_NAME, true) IS DISTINCT FROM 'y' THEN
      PERFORM set_config('brigade.changed_' || TG_TABLE_NAME, 'y', true);
      INSERT INTO resource_change AS counter (table_name, version) VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET version = counter.version + 1;
      -- Sent at commit: the app servers' kept list pages of this table end (page-cache.ts).
      PERFORM pg_notify('${TABLE_CHANGE_CHANNEL}', TG_TABLE_NAME);
    END IF;
    RETURN NULL;
  END $$`,
  TABLE_CHANGE_DDL,
];

/** The triggers that keep `table`'s version; idempotent. */
export function changeTriggerDdl(table: string): string[] {
  return [
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND tgname = '${table}_changes') THEN
        CREATE CONSTRAINT TRIGGER ${table}_changes AFTER INSERT OR UPDATE OR DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_resource_change();
      END IF;
    END $$`,
    // A truncate (a test's clean slate, an administrator's) fires no row trigger.
    `CREATE OR REPLACE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION note_resource_change()`,
  ];
}

/** `table`'s version as text (bigint), read in the statement's own snapshot. */
export const changeVersionSql = (table: string): string =>
  `coalesce((SELECT version FROM resource_change WHERE table_name = '${table}'), 0)::text`;
