// The birthday run's SQL (server/marketing/birthdays.ts) holds to the same rule as isBirthday on
// every day of 2027 (common) and 2028 (leap), for dates of birth on and around 29 February and the
// year's ends, on each engine; in the server's zone and in one eight hours from it, since to_char
// reads a date through the session's time zone.
import { birthdaySql, isBirthday } from '../../../server/marketing/birthdays';
import { describeOnEachDatabase } from '../support/api-harness';

const BIRTH_DATES = ['2000-02-29', '1999-02-28', '1996-03-01', '1985-12-31', '1970-01-01', '2004-06-15'];
const DAYS = 365 + 366;

/** Every day of 2027 and 2028, from JavaScript's calendar. */
const days = Array.from({ length: DAYS }, (_, index) =>
  new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
);

describeOnEachDatabase(
  'the birthday SQL',
  (api) => {
    const birthdaysIn = async (sessionZone: string): Promise<string[]> =>
      api.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL TIME ZONE '${sessionZone}'`);
        const { rows } = await tx.query<{ birth: string; day: string }>(
          `SELECT born.birth::text AS birth, calendar.day::text AS day
             FROM unnest($1::date[]) AS born(birth)
             CROSS JOIN (SELECT '2027-01-01'::date + n AS day FROM generate_series(0, $2::int - 1) AS n) AS calendar
            WHERE ${birthdaySql('born.birth', 'calendar.day')}
            ORDER BY 1, 2`,
          [BIRTH_DATES, DAYS],
        );
        return rows.map(({ birth, day }) => `${birth} ${day}`);
      });

    const expected = [...BIRTH_DATES]
      .sort()
      .flatMap((birth) => days.filter((day) => isBirthday(birth, day)).map((day) => `${birth} ${day}`));

    it('agrees with isBirthday on every day of 2027 and 2028', async () => {
      expect(expected).toHaveLength(BIRTH_DATES.length * 2);
      expect(await birthdaysIn('Asia/Hong_Kong')).toEqual(expected);
      expect(await birthdaysIn('America/Los_Angeles')).toEqual(expected);
    });

    it('takes a date parameter and a date of birth kept in a record’s JSON', async () => {
      const { rows } = await api.db.query<{ birth: string | null; hit: boolean | null }>(
        `SELECT member.data->>'birthday' AS birth, ${birthdaySql(`(member.data->>'birthday')::date`, '$1::date')} AS hit
           FROM (VALUES ('{"birthday": "2000-02-29"}'::jsonb), ('{"birthday": "1999-03-01"}'), ('{}')) AS member(data)`,
        ['2027-02-28'],
      );
      expect(rows).toEqual([
        { birth: '2000-02-29', hit: true },
        { birth: '1999-03-01', hit: false },
        { birth: null, hit: null },
      ]);
    });
  },
  { demo: false },
);
