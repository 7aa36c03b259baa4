// The checks one comment from a point of sale must pass before its order is looked up (docs/api.md
// "Comments"): its shape, field by field, each problem on its path in the batch
// (`comments[2].rating`), read as the POS ingest reads its entries (server/sales/pos-field-reader.ts)
// and labelled in this module's words.
import type { FieldProblem } from '../../engine/server';
import {
  COMMENT_LIMITS,
  COMMENT_STARS,
  COMMENT_TARGETS,
  PICTURE_PATH,
  type PosComment,
} from '../../protocol/comments';
import type { EntryCheck } from '../sales/batch-entries';
import { ProblemList } from '../sales/ingest-problems';
import { FieldReader, isObject } from '../sales/pos-field-reader';

const KEYS = ['commentId', 'orderId', 'target', 'itemId', 'rating', 'content', 'pictures', 'at'];
const ORDER_ID_LENGTH = 64;
const PICTURE = new RegExp(PICTURE_PATH);

/** The shared readers label a field `sales:fields.<name>`; these fields are told in `comments:posFields`. */
export const relabelled = (problems: readonly FieldProblem[]): FieldProblem[] =>
  problems.map((problem) => ({
    ...problem,
    label: problem.label?.replace(/^sales:fields\./, 'comments:posFields.'),
  }));

function readPictures(value: unknown, path: string, problems: ProblemList): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > COMMENT_LIMITS.pictures) {
    problems.add(path, 'list', { limit: COMMENT_LIMITS.pictures });
    return undefined;
  }
  value.forEach((picture: unknown, index) => {
    if (typeof picture !== 'string' || !PICTURE.test(picture))
      problems.problems.push({
        field: `${path}[${index}]`,
        key: 'comments:errors.picturePath',
        label: 'comments:posFields.pictures',
        params: { path: `${path}[${index}]` },
      });
  });
  return value as string[];
}

/** Checks `value`, the comment at `path` in its batch (`comments[3]`). */
export function checkPosComment(value: unknown, path: string): EntryCheck<PosComment> {
  const problems = new ProblemList();
  if (!isObject(value)) {
    problems.add(path, 'object');
    return { ok: false, problems: problems.problems };
  }
  const reader = new FieldReader(value, path, problems);
  reader.onlyKeys(KEYS);
  const commentId = reader.text('commentId', COMMENT_LIMITS.deviceId);
  const orderId = reader.text('orderId', ORDER_ID_LENGTH);
  const target = reader.oneOf('target', COMMENT_TARGETS);
  const itemId = reader.id('itemId', target !== 'dish' && target !== 'combo');
  const rating = reader.integer('rating', COMMENT_STARS.min, COMMENT_STARS.max);
  const content = reader.text('content', COMMENT_LIMITS.content, true);
  const pictures = readPictures(value.pictures, reader.at('pictures'), problems);
  const at = reader.moment('at');
  if (!problems.empty) return { ok: false, problems: problems.problems };
  // Every reader above recorded a problem for each value it could not answer: none is missing here.
  return {
    ok: true,
    checked: {
      commentId: commentId as string,
      orderId: orderId as string,
      target: target as PosComment['target'],
      ...(target === 'shop' ? {} : { itemId }),
      rating: rating as number,
      content,
      pictures,
      at: (at as { text: string }).text,
    },
  };
}
