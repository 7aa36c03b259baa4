// What guests sent through the point of sale (migration 0019), as the customer feedback page lists
// it and its merchant answers it (business §2 /feedback_management, §3 "Feedback"; PUT
// /pro-api/feedback/customer, docs/api.md "Customer feedback"). Moments are ISO.
import type { Dissatisfaction, FeedbackAspect, FeedbackChannel } from './pos-feedback';

/** Waiting for the merchant, answered, or closed. */
export const FEEDBACK_STATUSES = ['waiting', 'replied', 'finished'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** A reply's length: what a customer display or a message shows in full. */
export const REPLY_MAX_LENGTH = 2000;

/** What the page asks: the restaurants' days, a shop, and the feedback's state, score or complaint. */
export interface CustomerFeedbackQuery {
  from: string;
  to: string;
  shopIds?: number[];
  status?: FeedbackStatus;
  score?: number;
  dissatisfaction?: Dissatisfaction;
  /** An order number, exactly. */
  orderNo?: string;
}

export interface CustomerFeedback {
  id: number;
  shopId: number;
  shop: string;
  /** The shop's time zone (its own, else the deployment's): its moments read on its clocks. */
  timeZone: string;
  channel: FeedbackChannel;
  score: number;
  /** The aspects the customer rated, each 1 to 5; null where he gave none. */
  ratings: Record<FeedbackAspect, number | null>;
  subject: string | null;
  content: string | null;
  dissatisfactions: Dissatisfaction[];
  /** When the customer left it. */
  leftAt: string;
  businessDate: string;
  status: FeedbackStatus;
  reply: string | null;
  repliedAt: string | null;
  /** The order it is about: its number, and whether the shop deleted it since; null without one. */
  orderNo: string | null;
  orderDeleted: boolean | null;
}

/** The name the export is saved as. */
export const customerFeedbackFile = (from: string, to: string): string =>
  `customer-feedback-${from}-${to}.xlsx`;
