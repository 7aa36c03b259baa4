// The bands the demographic reports count members in (docs/schemas.md "Membership analysis:
// demographics"): by how many visits he made (member activity) and by how many branches he visited
// (visited branches), over all his closed orders. A band is its number, so the bands sort in order,
// and reads by its label (memberDemographics:visitBands.2). Band 0 is "none": a member who has not
// come yet, whom an operator wants to see beside the regulars.
export interface CountBand {
  band: number;
  from: number;
  /** The last count in the band; null: no end. */
  to: number | null;
}

/** Visits: none, one, two or three, four to ten, more than ten. */
export const VISIT_BANDS: readonly CountBand[] = [
  { band: 0, from: 0, to: 0 },
  { band: 1, from: 1, to: 1 },
  { band: 2, from: 2, to: 3 },
  { band: 3, from: 4, to: 10 },
  { band: 4, from: 11, to: null },
];

/** Branches visited: none, one, two, three, four or more. */
export const BRANCH_BANDS: readonly CountBand[] = [
  { band: 0, from: 0, to: 0 },
  { band: 1, from: 1, to: 1 },
  { band: 2, from: 2, to: 2 },
  { band: 3, from: 3, to: 3 },
  { band: 4, from: 4, to: null },
];

/** Every band's number: the codes a report dimension declares. */
export const bandCodes = (bands: readonly CountBand[]): number[] => bands.map(({ band }) => band);

/** SQL banding `countSql` (a trusted expression of a whole number from 0 up): the band whose range holds it. */
export function countBandSql(bands: readonly CountBand[], countSql: string): string {
  const cases = bands
    .filter(({ to }) => to !== null)
    .map(({ band, to }) => `WHEN ${countSql} <= ${to} THEN ${band}`)
    .join(' ');
  const last = bands.find(({ to }) => to === null);
  return `(CASE ${cases} ELSE ${last?.band ?? 0} END)`;
}
