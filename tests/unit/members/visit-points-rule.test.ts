// A member level's visits rule (business §3 "Member level": spending count to points): a member's
// counted visits are numbered in order, and the k-th earns a point when k is a multiple of the rule
// that visit keeps; none on a level switched off or without the rule.
import { earningVisits, visitsPerPoint } from '../../../server/members/visit-points-rule';

describe('the visits that earn their member a point', () => {
  /** The numbers (1-based) of the visits that earn, for visits keeping `rules` in order. */
  const earning = (...rules: (number | null)[]) => {
    const visits = rules.map((rule, at) => ({ number: at + 1, visitsPerPoint: rule }));
    return earningVisits(visits).map(({ number }) => number);
  };

  it('gives a point at every multiple of the rule, never before it', () => {
    expect(earning(3, 3)).toEqual([]);
    expect(earning(3, 3, 3, 3, 3, 3, 3)).toEqual([3, 6]);
    expect(earning(1, 1, 1)).toEqual([1, 2, 3]);
  });

  it('counts each visit at its own rule and in the number every visit before it gives it', () => {
    // Kept at 3 a point, then at 2 and at 5: the 3rd (at 2) earns nothing, the 4th, 5th and 6th do.
    expect(earning(3, 3, 2, 2, 5, 2)).toEqual([4, 5, 6]);
    // A visit without a rule takes its number and earns nothing: the next ones count on from it.
    expect(earning(null, 2, null, 2)).toEqual([2, 4]);
    expect(earning(2, null)).toEqual([]);
  });

  it('moves the points with the numbers when an earlier visit is no longer counted', () => {
    const visits = [
      { name: 'a', visitsPerPoint: 3 },
      { name: 'b', visitsPerPoint: 3 },
      { name: 'c', visitsPerPoint: 3 },
      { name: 'd', visitsPerPoint: 2 },
      { name: 'e', visitsPerPoint: 2 },
    ];
    const names = (list: typeof visits) => earningVisits(list).map(({ name }) => name);
    expect(names(visits)).toEqual(['c', 'd']);
    // The first refunded whole: c is the 2nd now and d the 3rd, and e earns as the 4th.
    expect(names(visits.slice(1))).toEqual(['e']);
  });

  it('reads the rule of an enabled level only', () => {
    expect(visitsPerPoint({ status: 'enabled', visitsPerPoint: 3 })).toBe(3);
    expect(visitsPerPoint({ status: 'disabled', visitsPerPoint: 3 })).toBeNull();
    expect(visitsPerPoint({ status: 'enabled', spendingPerPoint: 10 })).toBeNull();
    expect(visitsPerPoint(undefined)).toBeNull();
  });
});
