// A marketing task as the sender reads it (schemas/marketing/marketing-task.json): the message, its
// channels, the recipients' filter and the send rule, typed once for every part of the module.
import { DRAFT_FIELDS, FILTER_FIELDS, type SmsLanguage } from '../../protocol/marketing';

export type MarketingChannel = 'email' | 'sms' | 'wallet';
export type SendRuleKind = 'now' | 'once' | 'yearly' | 'monthly' | 'weekly' | 'daily';

/** Which members a task reaches: every part given narrows them (an empty list or none: any). */
export interface RecipientFilter {
  levelIds?: number[] | null;
  vipFilter?: 'any' | 'vip' | 'nonVip' | null;
  genders?: string[] | null;
  ageMin?: number | null;
  ageMax?: number | null;
  birthMonths?: number[] | null;
  visitedShopIds?: number[] | null;
  visitedWithinDays?: number | null;
  absentForDays?: number | null;
  pointsMin?: number | null;
  pointsMax?: number | null;
}

/** What a message says and how it goes out: a task's, or the birthday run's. */
export interface MessageDraft {
  channels: MarketingChannel[];
  smsLanguage: SmsLanguage;
  subject?: string | null;
  content?: string | null;
  templateId?: number | null;
  memberCouponId?: number | null;
}

export interface MarketingTask extends MessageDraft, RecipientFilter {
  id: number;
  companyId: number;
  name: string;
  status: 'pending' | 'finished' | 'stopped';
  sendRule: SendRuleKind;
  sendDate?: string | null;
  sendWeekday?: number | null;
  sendDay?: number | null;
  sendTime?: string | null;
  createdAt: string;
}

// The protocol's lists, held to this module's types.
FILTER_FIELDS satisfies readonly (keyof RecipientFilter)[];
DRAFT_FIELDS satisfies readonly (keyof MessageDraft)[];
export { DRAFT_FIELDS, FILTER_FIELDS };

/** The message of a task, or of the birthday settings, as a run keeps it. */
export const draftOf = (values: object): MessageDraft =>
  Object.fromEntries(
    DRAFT_FIELDS.map((field) => [field, (values as Record<string, unknown>)[field] ?? null]),
  ) as unknown as MessageDraft;
