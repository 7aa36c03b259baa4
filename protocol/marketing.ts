// What marketing's server and pages share (issue 25): the estimate a task's form shows before it is
// saved, and the SMS languages a task may be written in.

export const SMS_LANGUAGES = ['zh', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** One channel's part of an estimate: who it reaches and what it costs in credits. */
export interface ChannelEstimate {
  /** Consenting recipients with an address on the channel. */
  recipients: number;
  /** Credits one message takes (an SMS's segments; an email 1; a wallet notification 0). */
  perPerson: number;
  total: number;
  /** Credits the company holds on the channel now; null where the channel takes none. */
  available: number | null;
}

/** `POST /marketing/task/estimate`: the members a task's filter finds, and each channel's cost. */
export interface TaskEstimate {
  /** Members the filter finds, consenting or not. */
  matching: number;
  channels: Partial<Record<'email' | 'sms' | 'wallet', ChannelEstimate>>;
}

/** A task's fields that say what it sends and how (schemas/marketing/marketing-task.json). */
export const DRAFT_FIELDS = [
  'channels',
  'smsLanguage',
  'subject',
  'content',
  'templateId',
  'memberCouponId',
] as const;

/** A task's fields that choose its members. */
export const FILTER_FIELDS = [
  'levelIds',
  'vipFilter',
  'genders',
  'ageMin',
  'ageMax',
  'birthMonths',
  'visitedShopIds',
  'visitedWithinDays',
  'absentForDays',
  'pointsMin',
  'pointsMax',
] as const;

/** The fields a draft task is estimated and previewed by, before it is saved. */
export const TASK_DRAFT_FIELDS = [...DRAFT_FIELDS, ...FILTER_FIELDS] as const;
