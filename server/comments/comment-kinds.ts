// The two declared kinds of comment (schemas/comments): a branch's, whose target is its own shop,
// and a dish's or combo's, whose target its record names. Everything the module keeps per target
// (ratings, arrivals) reads the target from a record through here.
import type { CommentTarget } from '../../protocol/comments';

export const BRANCH_COMMENT = 'branchComment';
export const DISH_COMBO_COMMENT = 'dishComboComment';
export const COMMENT_RESOURCES = [BRANCH_COMMENT, DISH_COMBO_COMMENT] as const;
export type CommentResource = (typeof COMMENT_RESOURCES)[number];

/** The resource a comment about `target` is a record of. */
export const resourceFor = (target: CommentTarget): CommentResource =>
  target === 'shop' ? BRANCH_COMMENT : DISH_COMBO_COMMENT;

export interface TargetKey {
  kind: CommentTarget;
  id: number;
}

/** What a stored comment is about: the branch's shop, or the dish or combo it names. */
export function targetOf(resource: CommentResource, record: Record<string, unknown>): TargetKey {
  return resource === BRANCH_COMMENT
    ? { kind: 'shop', id: record.shopId as number }
    : { kind: record.targetType as CommentTarget, id: record.targetId as number };
}
