// What a public form does (the account pages', a guest's queue number), apart from how it looks
// (STYLE.md, ra-core): its values, its own rules shown after the first submit attempt (core spec §4
// "finish flag"), and the server's answer: field errors under their fields, anything else as the
// form's failure.
import { makeAutoObservable, runInAction } from 'mobx';
import { fieldErrorMap, pickMessage, RequestError } from '../../../engine/client';
import type { Language } from '../../../engine/client';
import type { FormValue } from './account-rules';

/** A form's own problems: a message key per field, translated with the field's label as `label`. */
export type FieldProblems<K extends string> = Partial<Record<K, string>>;

/** How a page turns a message key into text (i18next's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export class PublicForm<K extends string> {
  values: Record<K, FormValue>;
  /** Set by the first submit attempt; only then do the form's own problems show. */
  attempted = false;
  /** Fields whose problems show before any submit (the address the send-code button mails). */
  revealed = new Set<K>();
  pending = false;
  /** The last failed call; its envelope is re-read in the current language when shown. */
  error: RequestError | null = null;

  constructor(
    initial: Record<K, FormValue>,
    private readonly rules: (values: Record<K, FormValue>) => FieldProblems<K>,
  ) {
    this.values = initial;
    makeAutoObservable<PublicForm<K>, 'rules'>(this, { rules: false }, { autoBind: true });
  }

  set(name: K, value: FormValue): void {
    this.values[name] = value;
  }

  text(name: K): string {
    const value = this.values[name];
    return typeof value === 'string' ? value : '';
  }

  get problems(): FieldProblems<K> {
    const all = this.rules(this.values);
    if (this.attempted) return all;
    return Object.fromEntries(
      Object.entries(all).filter(([name]) => this.revealed.has(name as K)),
    ) as FieldProblems<K>;
  }

  /** Shows one field's problems now; answers whether it has none. */
  reveal(name: K): boolean {
    this.revealed.add(name);
    return this.problems[name] === undefined;
  }

  /** The message under a field: the form's own problem first, else what the server said of it. */
  fieldMessage(name: K, language: Language, t: Translate, labelKey: string): string | undefined {
    const problem = this.problems[name];
    if (problem) return t(problem, { label: t(labelKey) });
    return this.error ? fieldErrorMap(this.error.fieldErrors, language)[name] : undefined;
  }

  /** The failure for the message bar: a call refused as a whole (an expired link, say). */
  failureMessage(language: Language): string | undefined {
    if (!this.error || this.error.silent || this.error.fieldErrors.length > 0) return undefined;
    return this.error.envelope ? pickMessage(language, this.error.envelope) : this.error.message;
  }

  /** Records a failure from a call the form made besides its submit (the send-code button). */
  fail(error: unknown): void {
    if (!(error instanceof RequestError)) throw error;
    this.error = error;
  }

  /** Forgets the last failure (a new code was sent: the old code's refusal no longer holds). */
  clearFailure(): void {
    this.error = null;
  }

  /** Sends the values when the form's own rules pass; resolves with the answer or nothing. */
  async submit<T>(send: (values: Record<K, FormValue>) => Promise<T>): Promise<T | undefined> {
    this.attempted = true;
    this.error = null;
    if (Object.keys(this.problems).length > 0 || this.pending) return undefined;
    this.pending = true;
    try {
      return await send({ ...this.values });
    } catch (error) {
      runInAction(() => this.fail(error));
      return undefined;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
