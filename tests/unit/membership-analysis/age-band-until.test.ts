/** @jest-environment node */
// The day a member's age band next changes (age-bands.ts ageBandUntilSql), which the age roll-up
// trusts to keep his band until then (migration 0065), evaluated on an embedded PostgreSQL against
// the band itself: on every day before it the band is the same as today's, on that day it differs,
// and with none it never changes. Birthdays on 29 February, at each band's edges, and in the future.
import type { Database } from '../../../engine/server';
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import { AGE_BANDS, ageBandSql, ageBandUntilSql } from '../../../server/membership-analysis/age-bands';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase(undefined, 'Asia/Hong_Kong');
}, 60_000);
afterAll(() => db.close());

const band = (on: string) => ageBandSql('b', on);

/** Each case's band on `d`, the day it changes, and whether every day between keeps the band. */
async function checked(birthday: string, days: readonly string[]) {
  const { rows } = await db.query<{
    d: string;
    band: number;
    until: string | null;
    kept: boolean;
    moved: boolean;
  }>(
    `SELECT d::text, ${band('d')} AS band, u::text AS until,
            COALESCE((SELECT bool_and(${band('x::date')} = ${band('d')})
                        FROM generate_series(d, COALESCE(u - 1, d + 36500), interval '1 day') AS x), true) AS kept,
            u IS NULL OR ${band('u')} <> ${band('d')} AS moved
       FROM (SELECT $1::date AS b, d, ${ageBandUntilSql('$1::date', 'd')} AS u
               FROM unnest($2::date[]) AS d) c`,
    [birthday, days],
  );
  return rows;
}

describe('the day a member’s age band changes', () => {
  it('keeps his band every day until then and changes it on that day, at each edge', async () => {
    for (const birthday of ['2000-06-15', '1961-07-01', '1948-03-01']) {
      const edges = AGE_BANDS.flatMap(({ from }) => {
        const year = Number(birthday.slice(0, 4)) + from;
        return [`${year}-06-14`, `${year}-06-15`, `${year}-06-16`, `${year - 1}-12-31`];
      });
      for (const row of await checked(birthday, edges))
        expect([birthday, row.d, row.kept, row.moved]).toEqual([birthday, row.d, true, true]);
    }
  });

  it('moves one born on 29 February on 1 March of a common year, as age() counts him', async () => {
    const rows = await checked('2008-02-29', ['2026-02-27', '2025-12-31', '2032-02-28']);
    expect(rows.map(({ d, until }) => [d, until])).toEqual([
      ['2026-02-27', '2026-03-01'],
      ['2025-12-31', '2026-03-01'],
      ['2032-02-28', '2033-03-01'],
    ]);
    expect(rows.every(({ kept, moved }) => kept && moved)).toBe(true);
  });

  it('never moves the last band or a member with no birthday, and moves a birthday still to come on the day', async () => {
    const [old] = await checked('1940-01-01', ['2026-11-30']);
    expect(old).toMatchObject({ band: AGE_BANDS.length, until: null, kept: true });
    const { rows } = await db.query<{ until: string | null }>(
      `SELECT ${ageBandUntilSql('NULL::date', `'2026-11-30'::date`)}::text AS until`,
    );
    expect(rows).toEqual([{ until: null }]);
    const [unborn] = await checked('2027-01-05', ['2026-11-30']);
    expect(unborn).toMatchObject({ band: 0, until: '2027-01-05', kept: true, moved: true });
  });
});
