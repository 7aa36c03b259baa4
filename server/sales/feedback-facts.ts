// The customer feedback's facts (docs/schemas.md "Reports"): each feedback of migration 0019 with
// its score and its ratings, and each dissatisfaction detail it ticked. An average counts only the
// feedback that gave a value: a customer who rated no food lowers no food average.
import type { ArrivalSource, FactSources, MeasureSource, RollupSource } from '../../engine/server';
import {
  DISSATISFACTIONS,
  FEEDBACK_ASPECTS,
  FEEDBACK_CHANNELS,
  STARS,
  type FeedbackAspect,
} from '../../protocol/pos-feedback';
import {
  calendarDimensions,
  calendarSql,
  codedDimension,
  countWhere,
  numbered,
  shopDimension,
} from './fact-parts';

// Migration 0019 indexes (company_id, ingested_at) for it.
const FEEDBACK_ARRIVALS: ArrivalSource = {
  from: 'customer_feedback',
  company: 'company_id',
  shop: 'shop_id',
  at: 'ingested_at',
};

/** A score of one or two stars: the customers the shop disappointed. */
const LOW_SCORE = 2;

const aspectName = (aspect: FeedbackAspect) => `average${aspect[0]?.toUpperCase()}${aspect.slice(1)}`;
const aspectAverages = Object.fromEntries(
  FEEDBACK_ASPECTS.map((aspect): [string, MeasureSource] => [
    aspectName(aspect),
    { avg: `f.rating_${aspect}`, title: `reports:measures.${aspectName(aspect)}`, format: 'number' },
  ]),
);

/** What both facts read of a feedback row `f`: its tenant, its date, and their dimensions. */
const OF_FEEDBACK = {
  company: 'f.company_id',
  shop: 'f.shop_id',
  date: 'f.business_date',
  arrivals: FEEDBACK_ARRIVALS,
};
const FEEDBACK_DIMENSIONS = { ...calendarDimensions('f.business_date'), shop: shopDimension('f.shop_id') };

/** Migration 0034's roll-up: every measure of the feedback fact, by score and channel. */
const FEEDBACK_ROLLUP: RollupSource = {
  from: 'customer_feedback_rollup',
  company: 'company_id',
  shop: 'shop_id',
  date: 'business_date',
  dimensions: { ...calendarSql('business_date'), shop: 'shop_id', score: 'score', channel: 'channel' },
  months: { from: 'customer_feedback_month_rollup', dimensions: ['month', 'shop', 'score', 'channel'] },
  measures: {
    feedback: 'SUM(feedback)',
    averageScore: { sum: 'SUM(score_sum)', count: 'SUM(feedback)' },
    lowScores: `SUM(CASE WHEN score <= ${LOW_SCORE} THEN feedback ELSE 0 END)`,
    ...Object.fromEntries(
      FEEDBACK_ASPECTS.map((aspect) => [
        aspectName(aspect),
        { sum: `SUM(${aspect}_sum)`, count: `SUM(${aspect}_count)` },
      ]),
    ),
  },
};

export const FEEDBACK_FACTS: FactSources = {
  feedback: {
    from: 'customer_feedback f',
    ...OF_FEEDBACK,
    dimensions: {
      ...FEEDBACK_DIMENSIONS,
      score: codedDimension('score', 'f.score', 'reports:scores', numbered(STARS.min, STARS.max)),
      channel: codedDimension('channel', 'f.channel', 'reports:feedbackChannels', FEEDBACK_CHANNELS),
    },
    measures: {
      feedback: { count: '*', title: 'reports:measures.feedback', format: 'count' },
      averageScore: { avg: 'f.score', title: 'reports:measures.averageScore', format: 'number' },
      lowScores: {
        sum: countWhere(`f.score <= ${LOW_SCORE}`),
        title: 'reports:measures.lowScores',
        format: 'count',
      },
      ...aspectAverages,
    },
    filters: {},
    rollups: [FEEDBACK_ROLLUP],
  },
  feedbackDetails: {
    // Only the feedback that ticked something has a detail: stated, so the partial index of
    // migration 0034 reads them alone.
    from: `(SELECT * FROM customer_feedback WHERE cardinality(dissatisfactions) > 0) f
      CROSS JOIN LATERAL unnest(f.dissatisfactions) AS d (detail)`,
    ...OF_FEEDBACK,
    dimensions: {
      ...FEEDBACK_DIMENSIONS,
      detail: codedDimension('dissatisfaction', 'd.detail', 'reports:dissatisfactions', DISSATISFACTIONS),
    },
    measures: {
      mentions: { count: '*', title: 'reports:measures.mentions', format: 'count' },
      feedback: { distinct: 'f.id', title: 'reports:measures.feedback', format: 'count' },
    },
    filters: {},
  },
};
