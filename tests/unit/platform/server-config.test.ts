import { readConfig } from '../../../server/config';

describe('the server’s settings from its environment', () => {
  it('runs two background jobs at once unless JOB_CONCURRENCY says otherwise', () => {
    expect(readConfig({}).jobConcurrency).toBe(2);
    expect(readConfig({ JOB_CONCURRENCY: '4' }).jobConcurrency).toBe(4);
  });

  it.each(['0', '1.5', '-1', 'many'])('refuses JOB_CONCURRENCY=%s, naming it', (value) => {
    expect(() => readConfig({ JOB_CONCURRENCY: value })).toThrow(/^JOB_CONCURRENCY must be/);
  });
});
