// The rating rule at its cheapest (issue 26 item 2): a tally kept by adding each change
// `ratingChanges` answers (as comment_rating is kept, ratings.ts) equals the recount of the
// comments as they stand, after any sequence of arrivals, the declared state actions (taken only
// from the states the schema allows them) and deletions.
import fc from 'fast-check';
import branchComment from '../../../schemas/comments/branch-comment.json';
import type { TargetKey } from '../../../server/comments/comment-kinds';
import {
  ratingChanges,
  tallies,
  targetText,
  type RatedComment,
  type RatingChange,
  type Tally,
} from '../../../server/comments/rating-tally';

const ACTIONS = Object.entries(branchComment.stateMachine.actions).map(([name, action]) => ({
  name,
  from: action.from as string[],
  to: action.to,
}));

/** The table's arithmetic: a target's row moves by each change and goes when it holds nothing. */
function keep(kept: Map<string, Tally>, changes: readonly RatingChange[]): void {
  for (const change of changes) {
    const key = targetText(change.target);
    const known = kept.get(key) ?? { stars: 0, count: 0 };
    const next = { stars: known.stars + change.stars, count: known.count + change.count };
    if (next.count === 0) kept.delete(key);
    else kept.set(key, next);
  }
}

const targetArb: fc.Arbitrary<TargetKey> = fc.record({
  kind: fc.constantFrom('shop' as const, 'dish' as const, 'combo' as const),
  id: fc.integer({ min: 1, max: 3 }),
});
const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('arrive' as const),
    target: targetArb,
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('act' as const), pick: fc.nat(), action: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('a rating kept by its changes', () => {
  it('equals the recount of its comments after any sequence of arrivals, actions and deletions', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const comments: RatedComment[] = [];
        const kept = new Map<string, Tally>();
        for (const step of steps) {
          if (step.kind === 'arrive') {
            const arrived = {
              target: step.target,
              rating: step.rating,
              status: branchComment.stateMachine.initial,
            };
            comments.push(arrived);
            keep(kept, ratingChanges(undefined, arrived));
            continue;
          }
          if (comments.length === 0) continue;
          const index = step.pick % comments.length;
          const before = comments[index] as RatedComment;
          if (step.kind === 'delete') {
            comments.splice(index, 1);
            keep(kept, ratingChanges(before, undefined));
            continue;
          }
          const action = ACTIONS[step.action % ACTIONS.length] as (typeof ACTIONS)[number];
          if (!action.from.includes(before.status)) continue; // refused: nothing moves
          const after = { ...before, status: action.to };
          comments[index] = after;
          keep(kept, ratingChanges(before, after));
        }
        expect(kept).toEqual(tallies(comments));
      }),
      { numRuns: 500 },
    );
  });

  it('counts a comment only while it is passed or featured', () => {
    const target: TargetKey = { kind: 'dish', id: 7 };
    const at = (status: string): RatedComment => ({ target, rating: 4, status });
    expect(ratingChanges(at('toBeReviewed'), at('passed'))).toEqual([{ target, stars: 4, count: 1 }]);
    expect(ratingChanges(at('passed'), at('featured'))).toEqual([]);
    expect(ratingChanges(at('featured'), at('blocked'))).toEqual([{ target, stars: -4, count: -1 }]);
    expect(ratingChanges(at('blocked'), undefined)).toEqual([]);
    expect(tallies([at('passed'), at('featured'), at('blocked'), at('toBeReviewed')])).toEqual(
      new Map([['dish:7', { stars: 8, count: 2 }]]),
    );
  });
});
