// What a computed value reads decides how long a list page showing it may be kept (page-cache.ts):
// SQL that reads the clock must say it moves with the day, or be left unwatched.
import { checkComputedReads } from '../../../../engine/server/resources/computed-fields';

const sql = (text: string) => () => text;

describe('a computed value’s declared reads', () => {
  it.each(['now()', 'NOW ()', 'current_date', 'CURRENT_TIMESTAMP', 'clock_timestamp()', 'localtimestamp'])(
    'refuses SQL reading the clock (%s) without byDay',
    (clock) => {
      expect(() =>
        checkComputedReads('late', { sql: sql(`SELECT ${clock}`), reads: { tables: [] } }),
      ).toThrow(/reads the clock/);
    },
  );

  it('accepts the clock with byDay or unwatched, and SQL that does not read it', () => {
    const clock = sql('SELECT now()::date');
    expect(() => checkComputedReads('daily', { sql: clock, reads: { byDay: true } })).not.toThrow();
    expect(() => checkComputedReads('loose', { sql: clock, reads: 'unwatched' })).not.toThrow();
    expect(() =>
      checkComputedReads('plain', { sql: sql('SELECT "nowhere" FROM t'), reads: { tables: ['t'] } }),
    ).not.toThrow();
  });
});
