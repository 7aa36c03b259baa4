import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineStatuses, Status } from '../../../engine/protocol/status';
import { AccountStatus } from '../../../protocol/account-status';
import { PosStatus } from '../../../protocol/pos-status';
import { QueueStatus } from '../../../protocol/queue-status';

const messages = JSON.parse(
  readFileSync(resolve(__dirname, '..', '..', '..', 'locales', 'en', 'status.json'), 'utf8'),
) as Record<string, string>;

describe('the status table', () => {
  it('gives every code, the engine’s and the application’s, its message', () => {
    const keys = [
      ...Object.values(Status),
      ...Object.values(AccountStatus),
      ...Object.values(PosStatus),
      ...Object.values(QueueStatus),
    ].map((entry) => entry.key);
    expect(keys.filter((key) => !messages[key])).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
  });

  it('refuses an application code that repeats a business code of the engine', () => {
    expect(() => defineStatuses({ late: { code: 5, key: 'late', http: 200 } })).toThrow(
      /repeats staleVersion/,
    );
  });

  it('refuses a message key already taken', () => {
    expect(() => defineStatuses({ again: { code: 90, key: 'notFound', http: 200 } })).toThrow(
      /repeats notFound/,
    );
  });

  it('refuses a transport code that is not its HTTP code', () => {
    expect(() => defineStatuses({ gone: { code: 41, key: 'gone', http: 410 } })).toThrow(/HTTP code/);
  });

  it('lets transport failures share their HTTP code', () => {
    expect(() => defineStatuses({ slow: { code: 429, key: 'slowDown', http: 429 } })).not.toThrow();
  });
});
