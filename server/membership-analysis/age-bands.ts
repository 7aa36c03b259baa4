// The age bands of membership analysis (business §2 /membership_analysis, "age"): a member's whole
// years on a given day, banded as marketers read an audience. Shared by the sales reports (age on
// the day of the order) and the demographic ones (age today), so both band alike. Band 0 is a
// member with no date of birth.
export const AGE_BANDS = [
  { band: 1, from: 0, to: 17 },
  { band: 2, from: 18, to: 24 },
  { band: 3, from: 25, to: 34 },
  { band: 4, from: 35, to: 44 },
  { band: 5, from: 45, to: 54 },
  { band: 6, from: 55, to: 64 },
  { band: 7, from: 65, to: null },
] as const;

/** Every band's number, the unknown one (0) first: the codes a report dimension declares. */
export const AGE_BAND_CODES: number[] = [0, ...AGE_BANDS.map(({ band }) => band)];

/** A band by whole years, as the SQL below bands them; 0 without a date of birth. */
export function ageBand(years: number | null): number {
  if (years === null) return 0;
  return AGE_BANDS.find(({ from, to }) => years >= from && (to === null || years <= to))?.band ?? 0;
}

/**
 * SQL banding the whole years from `birthdaySql` (a date, or null) to `onDateSql` (a date), the
 * same bands as ageBand. Both arguments are trusted SQL expressions, never caller text. Each band's
 * test compares dates (he is N or older when born on or before the day N years back), as age()
 * counts whole years but without working out his age once per band: a report over a million
 * members bands every one of them.
 */
export function ageBandSql(birthdaySql: string, onDateSql: string): string {
  const reached = (years: number) => `${birthdaySql} <= (${onDateSql} - interval '${years} years')`;
  const cases = [...AGE_BANDS]
    .reverse()
    .map(({ band, from }) => `WHEN ${reached(from)} THEN ${band}`)
    .join(' ');
  return `(CASE WHEN ${birthdaySql} IS NULL THEN 0 ${cases} ELSE 0 END)`;
}

/**
 * SQL of the first day he is `years` old: the day ageBandSql first counts him so. His birthday that
 * many years on, or, born on 29 February and falling in a common year, the day after (age() counts
 * him a year older on 1 March, not on the 28th).
 */
function reachedOnSql(birthdaySql: string, years: number): string {
  const anniversary = `(${birthdaySql} + interval '${years} years')::date`;
  return `(CASE WHEN ${anniversary} - interval '${years} years' < ${birthdaySql} THEN ${anniversary} + 1 ELSE ${anniversary} END)`;
}

/**
 * SQL of the first day after `onDateSql` his band differs from ageBandSql's on it: the day he
 * reaches the next band's first year; null without a date of birth or in the last band, whose
 * band never changes. Same trusted arguments as ageBandSql.
 */
export function ageBandUntilSql(birthdaySql: string, onDateSql: string): string {
  const reached = (years: number) => `${birthdaySql} <= (${onDateSql} - interval '${years} years')`;
  const cases = AGE_BANDS.map(
    ({ from }) => `WHEN NOT ${reached(from)} THEN ${reachedOnSql(birthdaySql, from)}`,
  ).join(' ');
  return `(CASE WHEN ${birthdaySql} IS NULL THEN NULL ${cases} ELSE NULL END)`;
}
