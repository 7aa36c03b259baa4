// The triggers that make a table live: after each statement that inserts, updates or deletes rows,
// one notification per tenant (company, shop) the statement touched, sent at commit (NOTIFY is
// transactional) and sent once however many rows changed, since PostgreSQL folds identical
// notifications of one transaction. The function is created by migrations/0023_live_changes.sql.

const EVENTS = [
  { event: 'INSERT', table: 'NEW' },
  { event: 'UPDATE', table: 'NEW' },
  { event: 'DELETE', table: 'OLD' },
] as const;

/**
 * The DDL that makes `table` announce its changes under `topic`, or, given none, stop announcing
 * them (a resource no longer declared live); idempotent.
 */
export function liveTriggerDdl(table: string, topic: string | null): string[] {
  if (topic !== null && !/^[a-z_][a-z0-9_]*$/i.test(topic)) throw new Error(`Bad live topic "${topic}"`);
  return EVENTS.map(({ event, table: rows }) => {
    const trigger = `${table}_live_${event.toLowerCase()}`;
    if (topic === null) return `DROP TRIGGER IF EXISTS ${trigger} ON ${table}`;
    return `CREATE OR REPLACE TRIGGER ${trigger} AFTER ${event} ON ${table}
        REFERENCING ${rows} TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION announce_live_change('${topic}')`;
  });
}
