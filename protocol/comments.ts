// Guests' comments (issue 26 item 2, docs/api.md "Comments"): what the member page and a shop's
// point of sale send, and the words both sides share with the server's moderation and ratings.

/** What a comment is about: its shop, or a dish or combo of the order it follows. */
export const COMMENT_TARGETS = ['shop', 'dish', 'combo'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

/** A comment's moderation states (business §4); only the visible ones count in a rating. */
export type CommentState = 'toBeReviewed' | 'blocked' | 'passed' | 'featured';
export const VISIBLE_COMMENT_STATES: readonly CommentState[] = ['passed', 'featured'];

/** Stars: 1 to 5. */
export const COMMENT_STARS = { min: 1, max: 5 } as const;
export const COMMENT_LIMITS = { content: 1000, pictures: 9, deviceId: 100 } as const;

/**
 * A stored picture's path as the upload call answers it (docs/api.md "Uploads"): the file's SHA-256
 * in a folder named by its first two characters, with its type's suffix.
 */
export const PICTURE_PATH = '^[0-9a-f]{2}/[0-9a-f]{64}\\.(png|jpg|jpeg)$';

/** `POST /member-page/comments`: the member's comment on a visit of his. */
export interface MemberCommentBody {
  /** The order of his visit (`PUT /member-page/comments/visits` lists them). */
  orderId: number;
  target: CommentTarget;
  /** The dish's or combo's id, for a dish or combo target: one of the order's lines. */
  itemId?: number;
  rating: number;
  content?: string;
  pictures?: string[];
}

/** One of his visits he may comment on, with what he ordered and what he has said already. */
export interface CommentableVisit {
  orderId: number;
  orderNo: string;
  shopName: string;
  closedAt: string;
  items: { target: Exclude<CommentTarget, 'shop'>; itemId: number; name: string; commented: boolean }[];
  shopCommented: boolean;
}

/** One comment in `POST /pos/comments`, as the point of sale last knows it. */
export interface PosComment {
  /** The device's own id of the comment: a replay with it answers the comment first written. */
  commentId: string;
  /** The point of sale's id of the order it follows (as `POST /pos/orders` sent it). */
  orderId: string;
  target: CommentTarget;
  itemId?: number;
  rating: number;
  content?: string;
  pictures?: string[];
  at: string;
}
