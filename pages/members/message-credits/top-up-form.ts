// What the top-up dialog does, apart from how it looks (STYLE.md, ra-core): its values, its own rules
// shown after the first submit attempt (core spec §4 "finish flag"), and the server's answer: field
// errors under their fields, anything else as the dialog's failure. One key per form, so a submit
// sent again after a lost answer tops up once (the server answers the first outcome).
import { makeAutoObservable, runInAction } from 'mobx';
import { fieldErrorMap, isEmptyValue, pickMessage, RequestError, requestKey } from '../../../engine/client';
import type { Language } from '../../../engine/client';
import {
  MAX_CREDIT_REASON_LENGTH,
  MAX_CREDIT_TOP_UP,
  type CreditChannel,
  type CreditTopUp,
} from '../../../protocol/message-credits';
import { topUpCredits } from './message-credits-api';

export type TopUpField = 'channel' | 'credits' | 'reason';

export interface TopUpValues {
  channel: CreditChannel;
  /** As typed: checked to be a whole number in range before it is sent. */
  credits: string;
  reason: string;
}

export const TOP_UP_LABELS: Record<TopUpField, string> = {
  channel: 'members:credits.channel',
  credits: 'members:credits.credits',
  reason: 'members:credits.reason',
};

/** A rule broken: its message key, and the limit its text names. */
export interface Problem {
  key: string;
  limit?: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const WHOLE = /^\s*[0-9]+\s*$/;

function creditsProblem(typed: string): Problem | undefined {
  if (isEmptyValue(typed)) return { key: 'validation:required' };
  if (!WHOLE.test(typed)) return { key: 'validation:wholeNumber' };
  const credits = Number(typed);
  if (credits < 1) return { key: 'validation:minimum', limit: 1 };
  if (credits > MAX_CREDIT_TOP_UP) return { key: 'validation:maximum', limit: MAX_CREDIT_TOP_UP };
  return undefined;
}

function reasonProblem(typed: string): Problem | undefined {
  if (isEmptyValue(typed)) return { key: 'validation:required' };
  if (typed.trim().length > MAX_CREDIT_REASON_LENGTH)
    return { key: 'validation:maxLength', limit: MAX_CREDIT_REASON_LENGTH };
  return undefined;
}

function topUpProblems(values: TopUpValues): Partial<Record<TopUpField, Problem>> {
  const problems: Partial<Record<TopUpField, Problem>> = {};
  const credits = creditsProblem(values.credits);
  if (credits) problems.credits = credits;
  const reason = reasonProblem(values.reason);
  if (reason) problems.reason = reason;
  return problems;
}

export class TopUpForm {
  values: TopUpValues = { channel: 'sms', credits: '', reason: '' };
  /** Set by the first submit attempt; only then do the form's own problems show. */
  attempted = false;
  pending = false;
  /** The last failed call; its envelope is re-read in the current language when shown. */
  error: RequestError | null = null;
  readonly key = requestKey();

  constructor(private readonly companyId: number) {
    makeAutoObservable<TopUpForm, 'companyId'>(this, { companyId: false, key: false }, { autoBind: true });
  }

  set<K extends TopUpField>(name: K, value: TopUpValues[K]): void {
    this.values[name] = value;
  }

  get problems(): Partial<Record<TopUpField, Problem>> {
    return this.attempted ? topUpProblems(this.values) : {};
  }

  /** The message under a field: the form's own problem first, else what the server said of it. */
  fieldMessage(name: TopUpField, language: Language, t: Translate): string | undefined {
    const problem = this.problems[name];
    if (problem) return t(problem.key, { label: t(TOP_UP_LABELS[name]), limit: problem.limit });
    return this.error ? fieldErrorMap(this.error.fieldErrors, language)[name] : undefined;
  }

  /** The failure for the message bar: one no field of the dialog shows (a refusal as a whole). */
  failureMessage(language: Language): string | undefined {
    const { error } = this;
    if (!error || error.silent) return undefined;
    if (error.fieldErrors.some(({ field }) => field in TOP_UP_LABELS)) return undefined;
    return error.envelope ? pickMessage(language, error.envelope) || error.message : error.message;
  }

  /** Sends the top-up when the form's own rules pass; resolves with the answer, or nothing. */
  async submit(): Promise<CreditTopUp | undefined> {
    this.attempted = true;
    this.error = null;
    if (Object.keys(this.problems).length > 0 || this.pending) return undefined;
    this.pending = true;
    const { channel, credits, reason } = this.values;
    try {
      return await topUpCredits({
        companyId: this.companyId,
        channel,
        credits: Number(credits),
        reason: reason.trim(),
        key: this.key,
      });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      runInAction(() => {
        this.error = error;
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
