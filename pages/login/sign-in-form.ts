// What the sign-in form does, apart from how it looks (STYLE.md, ra-core): the values, the
// required-field rule after a submit attempt (core spec §4 "finish flag") and the server's answer.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Credentials } from '../../engine/client/auth-api';
import { fieldErrorMap, missingRequired } from '../../engine/client/form-errors';
import { pickMessage, type Language } from '../../engine/client/language';
import { RequestError } from '../../engine/client/request-error';
import type { SignInAnswer } from '../../engine/protocol/user-info';

export type SignInField = keyof Credentials;
export const SIGN_IN_FIELDS: readonly SignInField[] = ['username', 'password'];

export class SignInForm {
  values: Credentials = { username: '', password: '' };
  /** Set by the first submit attempt; only then do empty required fields show an error. */
  attempted = false;
  pending = false;
  /** The last failed attempt; its envelope is re-read in the current language when shown. */
  error: RequestError | null = null;

  constructor(private readonly signIn: (credentials: Credentials) => Promise<SignInAnswer>) {
    makeAutoObservable<SignInForm, 'signIn'>(this, { signIn: false }, { autoBind: true });
  }

  setValue(name: SignInField, value: string): void {
    this.values[name] = value;
  }

  get missing(): SignInField[] {
    return this.attempted ? missingRequired(this.values, SIGN_IN_FIELDS) : [];
  }

  /** The message for the message bar, in `language`; none for silent failures. */
  failureMessage(language: Language): string | null {
    if (!this.error || this.error.silent) return null;
    return this.error.envelope ? pickMessage(language, this.error.envelope) : this.error.message;
  }

  /** The server's message for one field (from `errors`), in `language`. */
  serverFieldMessage(name: SignInField, language: Language): string | undefined {
    return this.error ? fieldErrorMap(this.error.fieldErrors, language)[name] : undefined;
  }

  /** Sends the credentials when the required fields are filled; resolves with the session or nothing. */
  async submit(): Promise<SignInAnswer | undefined> {
    this.attempted = true;
    this.error = null;
    if (this.missing.length > 0 || this.pending) return undefined;
    this.pending = true;
    try {
      return await this.signIn({ ...this.values });
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
