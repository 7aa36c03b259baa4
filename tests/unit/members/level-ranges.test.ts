// Which level a member's earned points put him in, and the calendar months his points and his
// level's window are counted in.
import { shiftMonths } from '../../../server/members/calendar-months';
import { levelFor } from '../../../server/members/level-ranges';

describe('a member’s level from the points he earned', () => {
  const levels = [
    { id: 1, pointsFrom: 0, pointsTo: 99 },
    { id: 2, pointsFrom: 100, pointsTo: 499 },
    { id: 3, pointsFrom: 500 },
  ];

  it('is the level whose range holds the points, its ends included, the last one unbounded', () => {
    expect([0, 99, 100, 499, 500, 1_000_000].map((earned) => levelFor(levels, earned))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });

  it('resolves overlapping ranges upwards, and is none in a gap the company left', () => {
    expect(levelFor([...levels, { id: 4, pointsFrom: 400, pointsTo: 600 }], 450)).toBe(4);
    expect(
      levelFor(
        [
          { id: 1, pointsFrom: 0, pointsTo: 99 },
          { id: 2, pointsFrom: 200 },
        ],
        150,
      ),
    ).toBeUndefined();
    expect(levelFor([], 10)).toBeUndefined();
  });
});

describe('calendar months', () => {
  it('keeps the day of the month, or takes the month’s last day when it has none', () => {
    const at = (iso: string, months: number) => shiftMonths(new Date(iso), months).toISOString();
    expect(at('2026-03-15T10:00:00.000Z', 12)).toBe('2027-03-15T10:00:00.000Z');
    expect(at('2026-01-31T23:00:00.000Z', 1)).toBe('2026-02-28T23:00:00.000Z');
    expect(at('2028-03-31T00:00:00.000Z', -1)).toBe('2028-02-29T00:00:00.000Z');
    expect(at('2026-11-28T08:30:00.000Z', -12)).toBe('2025-11-28T08:30:00.000Z');
  });
});
