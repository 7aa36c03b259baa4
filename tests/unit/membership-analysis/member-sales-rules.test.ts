/** @jest-environment node */
// How membership analysis classes a member's order and bands his counts, as the database runs the
// rules (member-sales-rules.ts, member-demographic-bands.ts) evaluated on an embedded PostgreSQL:
// new within his first 30 days as a member, to the millisecond; VIP on the order's day while his
// VIP-until has not passed, and the TypeScript twin the events' sign-up asks agreeing on every case;
// every count from none up in exactly one band, at each band's edges.
import type { Database } from '../../../engine/server';
import { openPgliteDatabase } from '../../../engine/server/db/pglite-database';
import {
  BRANCH_BANDS,
  VISIT_BANDS,
  countBandSql,
} from '../../../server/membership-analysis/member-demographic-bands';
import {
  NEW_MEMBER_DAYS,
  newMemberSql,
  vipOn,
  vipOnSql,
} from '../../../server/membership-analysis/member-sales-rules';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase(undefined, 'Asia/Hong_Kong');
}, 60_000);
afterAll(() => db.close());

/** One SQL expression's value for each row of parameters. */
async function evaluate<T>(sql: string, rows: readonly (readonly unknown[])[]): Promise<(T | undefined)[]> {
  const values: (T | undefined)[] = [];
  for (const row of rows) values.push((await db.query<{ v: T }>(`SELECT ${sql} AS v`, [...row])).rows[0]?.v);
  return values;
}

const signedUp = '2026-02-20T10:00:00+08:00';
const DAY = 86_400_000;
const after = (ms: number) => new Date(Date.parse(signedUp) + ms).toISOString();

describe('a new member’s orders', () => {
  it('counts an order new until 30 days to the millisecond after his sign-up, and a late till’s before it', async () => {
    const cases = [
      ['the day he signs up', after(60_000), true],
      ['before his sign-up (a till sending late)', after(-DAY), true],
      ['the last moment of his 30th day', after(NEW_MEMBER_DAYS * DAY - 1), true],
      ['30 days to the millisecond after', after(NEW_MEMBER_DAYS * DAY), false],
      ['a year on', after(365 * DAY), false],
    ] as const;
    const sql = newMemberSql('$1::timestamptz', '$2::timestamptz');
    const answers = await evaluate<boolean>(
      sql,
      cases.map(([, orderAt]) => [signedUp, orderAt]),
    );
    expect(cases.map(([what], n) => [what, answers[n]])).toEqual(cases.map(([what, , is]) => [what, is]));
  });
});

describe('a VIP on the order’s day', () => {
  const cases = [
    [true, '2026-03-15', '2026-03-15', true],
    [true, '2026-03-15', '2026-03-16', false],
    [true, null, '2030-01-01', true],
    [false, '2026-03-15', '2026-03-01', false],
    [false, null, '2026-03-01', false],
    [null, null, '2026-03-01', false],
  ] as const;

  it('holds while his VIP-until has not passed, in SQL and in TypeScript alike', async () => {
    const sql = vipOnSql('$1::boolean', '$2::date', '$3::date');
    expect(
      await evaluate<boolean>(
        sql,
        cases.map(([vip, until, day]) => [vip, until, day]),
      ),
    ).toEqual(cases.map(([, , , is]) => is));
    expect(cases.map(([vip, until, day]) => vipOn(vip === true, until, day))).toEqual(
      cases.map(([, , , is]) => is),
    );
  });
});

describe('the count bands', () => {
  it.each([
    ['visits', VISIT_BANDS, [0, 1, 2, 3, 4, 10, 11, 500], [0, 1, 2, 2, 3, 3, 4, 4]],
    ['branches', BRANCH_BANDS, [0, 1, 2, 3, 4, 12], [0, 1, 2, 3, 4, 4]],
  ] as const)('bands %s at their edges', async (_what, bands, counts, expected) => {
    const sql = countBandSql(bands, '$1::int');
    expect(
      await evaluate<number>(
        sql,
        counts.map((count) => [count]),
      ),
    ).toEqual(expected);
  });

  it.each([
    ['visits', VISIT_BANDS],
    ['branches', BRANCH_BANDS],
  ] as const)('leaves no %s count between two bands', (_what, bands) => {
    bands.slice(1).forEach((band, n) => expect(band.from).toBe((bands[n]?.to ?? NaN) + 1));
    expect(bands[0]?.from).toBe(0);
    expect(bands.at(-1)?.to).toBeNull();
  });
});
