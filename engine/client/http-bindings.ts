// What the request layer asks of the app (the language, the token, the texts, what to do on a
// sign-out or a failure), apart from axios: the sign-in page binds them before its first paint and
// loads the request layer itself only when the form is sent (docs/architecture.md, issue 10).
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { Translate } from './response-outcome';

export interface HttpBindings {
  language: () => Language;
  token: () => string | null;
  t: Translate;
  /** Status 4 or HTTP 401: the app signs out and goes to the sign-in page. */
  onSignOut: (message: string) => void;
  /** A failure to show (a toast); not called for silent statuses or `notify: false` calls. */
  onError: (message: string) => void;
}

export const bindings: HttpBindings = {
  language: () => DEFAULT_LANGUAGE,
  token: () => null,
  t: (key) => key,
  onSignOut: () => undefined,
  onError: () => undefined,
};

/** Connects the request layer to the app's session, language and notices. */
export function configureHttp(overrides: Partial<HttpBindings>): void {
  Object.assign(bindings, overrides);
}
