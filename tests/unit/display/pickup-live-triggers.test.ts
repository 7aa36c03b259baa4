import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveTriggerDdl } from '../../../engine/server/live/live-triggers';
import { PICKUP_TOPIC } from '../../../protocol/pickup-numbers';

const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('the pickup numbers’ migration', () => {
  it('makes the table live with the very triggers liveTriggerDdl writes', () => {
    const migration = flat(
      readFileSync(join(__dirname, '../../../server/migrations/0024_pickup_numbers.sql'), 'utf8'),
    );
    for (const statement of liveTriggerDdl('pickup_number', PICKUP_TOPIC))
      expect(migration).toContain(`${flat(statement)};`);
  });
});
