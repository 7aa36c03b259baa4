// A typed table is made live by its migration, with the very triggers liveTriggerDdl writes (the
// migrations are SQL files, so the two are compared here rather than shared).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveTriggerDdl } from '../../../engine/server/live/live-triggers';
import { PICKUP_TOPIC } from '../../../protocol/pickup-numbers';
import { QUEUE_TICKET_TOPIC } from '../../../protocol/queue-tickets';

const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe.each([
  ['0025_pickup_numbers.sql', 'pickup_number', PICKUP_TOPIC],
  ['0026_queue_tickets.sql', 'queue_ticket', QUEUE_TICKET_TOPIC],
])('the migration %s', (file, table, topic) => {
  it(`makes ${table} live under "${topic}" with the triggers liveTriggerDdl writes`, () => {
    const migration = flat(readFileSync(join(__dirname, '../../../server/migrations', file), 'utf8'));
    for (const statement of liveTriggerDdl(table, topic)) expect(migration).toContain(`${flat(statement)};`);
  });
});
