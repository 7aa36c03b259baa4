// The demographic reports' count bands (member-demographic-bands.ts): every count from none up falls
// in exactly one band, the SQL bands as the TypeScript does, and a member's facts read from his record.
import {
  BRANCH_BANDS,
  VISIT_BANDS,
  countBand,
  countBandSql,
  type CountBand,
} from '../../../server/membership-analysis/member-demographic-bands';
import { memberFacts, NO_GENDER } from '../../../server/membership-analysis/member-facts-table';

/** countBandSql's CASE evaluated for one count, by reading its WHEN clauses in order. */
function sqlBand(bands: readonly CountBand[], count: number): number {
  const sql = countBandSql(bands, 'x');
  for (const [, to, band] of sql.matchAll(/WHEN x <= (\d+) THEN (\d+)/g))
    if (count <= Number(to)) return Number(band);
  return Number(/ELSE (\d+) END/.exec(sql)?.[1]);
}

describe('the count bands', () => {
  it.each([
    ['visits', VISIT_BANDS, [0, 1, 2, 3, 4, 10, 11, 500], [0, 1, 2, 2, 3, 3, 4, 4]],
    ['branches', BRANCH_BANDS, [0, 1, 2, 3, 4, 12], [0, 1, 2, 3, 4, 4]],
  ] as const)('bands %s at their edges, in SQL as in TypeScript', (_what, bands, counts, expected) => {
    expect(counts.map((count) => countBand(bands, count))).toEqual(expected);
    expect(counts.map((count) => sqlBand(bands, count))).toEqual(expected);
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

describe('a member’s facts', () => {
  const record = { id: 7, version: 1, companyId: 3, createdAt: '2021-05-01T02:00:00.000Z' };

  it('reads his gender, birth month, level and VIP', () => {
    expect(
      memberFacts({ ...record, gender: 'female', birthday: '1990-11-30', memberLevelId: 4, vip: true }),
    ).toEqual({
      companyId: 3,
      memberId: 7,
      gender: 'female',
      birthday: '1990-11-30',
      birthMonth: 11,
      signedUpAt: '2021-05-01T02:00:00.000Z',
      levelId: 4,
      vip: true,
    });
  });

  it('counts one who gave nothing as unknown, with no birth month, level or VIP', () => {
    expect(memberFacts({ ...record, gender: '', birthday: '' })).toMatchObject({
      gender: NO_GENDER,
      birthday: null,
      birthMonth: 0,
      levelId: 0,
      vip: false,
    });
  });
});
