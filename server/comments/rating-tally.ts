// The rating rule (issue 26 item 2), in plain functions: a target's rating is the stars and the
// number of its visible comments (passed or featured). What one comment's arrival, action or
// deletion changes of its target's tally is the difference of its share before and after, so the
// kept tally (ratings.ts) moves by exactly what a recount would see.
import { VISIBLE_COMMENT_STATES, type CommentState } from '../../protocol/comments';
import type { TargetKey } from './comment-kinds';

export interface RatedComment {
  target: TargetKey;
  rating: number;
  status: string;
}

export interface Tally {
  stars: number;
  count: number;
}

export interface RatingChange extends Tally {
  target: TargetKey;
}

export const isVisible = (status: string): boolean => VISIBLE_COMMENT_STATES.includes(status as CommentState);

/** A target as one text, `dish:12`, to key maps by. */
export const targetText = (target: TargetKey): string => `${target.kind}:${target.id}`;

const shareOf = (comment: RatedComment | undefined, sign: 1 | -1): RatingChange[] =>
  comment && isVisible(comment.status)
    ? [{ target: comment.target, stars: sign * comment.rating, count: sign }]
    : [];

/**
 * What a comment going from `before` to `after` changes of the tallies: absent before for an
 * arrival, absent after for a deletion. Changes to one target are summed; none that moves nothing.
 */
export function ratingChanges(before?: RatedComment, after?: RatedComment): RatingChange[] {
  const summed = new Map<string, RatingChange>();
  for (const change of [...shareOf(before, -1), ...shareOf(after, 1)]) {
    const key = targetText(change.target);
    const known = summed.get(key);
    summed.set(
      key,
      known ? { ...known, stars: known.stars + change.stars, count: known.count + change.count } : change,
    );
  }
  return [...summed.values()].filter((change) => change.stars !== 0 || change.count !== 0);
}

/** The recount: every target's tally from its comments as they stand, targets without one left out. */
export function tallies(comments: Iterable<RatedComment>): Map<string, Tally> {
  const counted = new Map<string, Tally>();
  for (const comment of comments) {
    if (!isVisible(comment.status)) continue;
    const key = targetText(comment.target);
    const known = counted.get(key) ?? { stars: 0, count: 0 };
    counted.set(key, { stars: known.stars + comment.rating, count: known.count + 1 });
  }
  return counted;
}
