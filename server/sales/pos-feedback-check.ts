// The checks one customer feedback from a point of sale must pass before it is written (docs/api.md
// "Point-of-sale ingest"): its shape, field by field, every problem recorded on its path in the
// batch (`feedback[2].ratings.food`). The order it names is checked against the shop's orders
// afterwards, for the whole batch at once (ingest-feedback.ts).
import {
  DISSATISFACTIONS,
  FEEDBACK_ASPECTS,
  FEEDBACK_CHANNELS,
  STARS,
  type FeedbackAspect,
  type PosFeedback,
} from '../../protocol/pos-feedback';
import type { EntryCheck } from './batch-entries';
import { ProblemList } from './ingest-problems';
import { FieldReader, isObject } from './pos-field-reader';

const LIMITS = { id: 64, subject: 200, content: 2000 };

/** A sound feedback, with the instant its business day is read from. */
export interface CheckedFeedback {
  feedback: PosFeedback;
  instant: number;
}

function readRatings(reader: FieldReader): PosFeedback['ratings'] {
  const ratings = reader.object('ratings', true);
  if (!ratings) return undefined;
  ratings.onlyKeys(FEEDBACK_ASPECTS);
  const read: Partial<Record<FeedbackAspect, number>> = {};
  for (const aspect of FEEDBACK_ASPECTS) {
    const value = ratings.integer(aspect, STARS.min, STARS.max, true);
    if (value !== undefined) read[aspect] = value;
  }
  return read;
}

/** Checks `value`, the feedback at `path` in its batch (`feedback[3]`). */
export function checkFeedback(value: unknown, path: string): EntryCheck<CheckedFeedback> {
  const problems = new ProblemList();
  if (!isObject(value)) {
    problems.add(path, 'object');
    return { ok: false, problems: problems.problems };
  }
  const reader = new FieldReader(value, path, problems);
  const feedbackId = reader.text('feedbackId', LIMITS.id);
  const channel = reader.oneOf('channel', FEEDBACK_CHANNELS);
  const orderId = reader.text('orderId', LIMITS.id, true);
  const score = reader.integer('score', STARS.min, STARS.max);
  const ratings = readRatings(reader);
  const subject = reader.text('subject', LIMITS.subject, true);
  const content = reader.text('content', LIMITS.content, true);
  const dissatisfactions = reader.codes('dissatisfactions', DISSATISFACTIONS, true);
  const at = reader.moment('at');
  const updatedAt = reader.moment('updatedAt');
  if (!problems.empty) return { ok: false, problems: problems.problems };
  // Every reader above recorded a problem for each value it could not answer: none is missing here.
  return {
    ok: true,
    checked: {
      feedback: {
        feedbackId: feedbackId as string,
        channel: channel as PosFeedback['channel'],
        orderId,
        score: score as number,
        ratings,
        subject,
        content,
        dissatisfactions: dissatisfactions ?? [],
        at: (at as { text: string }).text,
        updatedAt: (updatedAt as { text: string }).text,
      },
      instant: (at as { instant: number }).instant,
    },
  };
}
