// What the sign-in form does, apart from how it looks (STYLE.md, ra-core): the values, the
// required-field rule after a submit attempt (core spec §4 "finish flag") and the server's answer.
// A plain store with listeners rather than MobX: the sign-in page is drawn before MobX loads
// (docs/architecture.md, issue 10); React reads it through useSyncExternalStore.
import { fieldErrorMap, missingRequired, pickMessage, RequestError } from '../../../engine/client';
import type { Credentials, Language } from '../../../engine/client';
import type { SignInAnswer } from '../../../engine/protocol';

export type SignInField = keyof Credentials;
export const SIGN_IN_FIELDS: readonly SignInField[] = ['username', 'password'];

export interface SignInState {
  values: Credentials;
  /** Set by the first submit attempt; only then do empty required fields show an error. */
  attempted: boolean;
  pending: boolean;
  /** The last failed attempt; its envelope is re-read in the current language when shown. */
  error: RequestError | null;
}

export class SignInForm {
  /** Replaced, never changed in place, so a reader can tell a new state by its identity. */
  state: SignInState = {
    values: { username: '', password: '' },
    attempted: false,
    pending: false,
    error: null,
  };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly signIn: (credentials: Credentials) => Promise<SignInAnswer>) {}

  /** Calls `listener` after every change; the answer stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: Partial<SignInState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  setValue(name: SignInField, value: string): void {
    this.update({ values: { ...this.state.values, [name]: value } });
  }

  get missing(): SignInField[] {
    return this.state.attempted ? missingRequired(this.state.values, SIGN_IN_FIELDS) : [];
  }

  /** The message for the message bar, in `language`; none for silent failures. */
  failureMessage(language: Language): string | null {
    const { error } = this.state;
    if (!error || error.silent) return null;
    return error.envelope ? pickMessage(language, error.envelope) : error.message;
  }

  /** The server's message for one field (from `errors`), in `language`. */
  serverFieldMessage(name: SignInField, language: Language): string | undefined {
    const { error } = this.state;
    return error ? fieldErrorMap(error.fieldErrors, language)[name] : undefined;
  }

  /** Sends the credentials when the required fields are filled; resolves with the session or nothing. */
  async submit(): Promise<SignInAnswer | undefined> {
    const wasPending = this.state.pending;
    this.update({ attempted: true, error: null });
    if (this.missing.length > 0 || wasPending) return undefined;
    this.update({ pending: true });
    try {
      return await this.signIn({ ...this.state.values });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      this.update({ error });
      return undefined;
    } finally {
      this.update({ pending: false });
    }
  }
}
