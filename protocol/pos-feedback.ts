// What a shop's point of sale sends to POST /pro-api/pos/feedback (docs/api.md "Point-of-sale
// ingest"): what a customer said of the meal on the POS's customer display or the QR ordering page
// (business §3 "Feedback"), as the device last knows it. Moments are ISO 8601 with an offset.

/** Where the customer left it. */
export const FEEDBACK_CHANNELS = ['customerDisplay', 'qrOrdering'] as const;
export type FeedbackChannel = (typeof FEEDBACK_CHANNELS)[number];

/** The aspects a customer may rate besides the overall score. */
export const FEEDBACK_ASPECTS = ['food', 'service', 'environment', 'value'] as const;
export type FeedbackAspect = (typeof FEEDBACK_ASPECTS)[number];

/** What disappointed the customer, ticked from a fixed list (business §3 "dissatisfaction details"). */
export const DISSATISFACTIONS = [
  'slowService',
  'foodQuality',
  'foodTemperature',
  'portionSize',
  'price',
  'cleanliness',
  'staffAttitude',
  'wrongOrder',
  'noise',
  'other',
] as const;
export type Dissatisfaction = (typeof DISSATISFACTIONS)[number];

/** A score or a rating: 1 to 5 stars. */
export const STARS = { min: 1, max: 5 } as const;

export interface PosFeedback {
  /** The device's own id of the feedback: a batch sent again is recognised by it. */
  feedbackId: string;
  channel: FeedbackChannel;
  /** The POS's own id of the order it is about (as sent to POST /pos/orders), when there is one. */
  orderId?: string;
  /** The overall score, 1 to 5. */
  score: number;
  /** Scores of the aspects the customer rated, each 1 to 5. */
  ratings?: Partial<Record<FeedbackAspect, number>>;
  subject?: string;
  content?: string;
  dissatisfactions?: Dissatisfaction[];
  /** When the customer left it. */
  at: string;
  /** The device's stamp of this version of the feedback. */
  updatedAt: string;
}
