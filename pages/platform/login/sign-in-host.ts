// What the sign-in page needs from whatever shows it: the router inside the app, or the entry on a
// first visit, when the page is drawn before the router and the stores load (docs/architecture.md,
// issue 10). The page itself knows neither.
import type { SignInAnswer } from '../../../engine/protocol';

export interface SignInHost {
  /** The page's query string: the wanted path rides in it (core spec §2.2). */
  search: string;
  /** A notice handed over by what brought the user here (an expired session). */
  notice?: string;
  /** Takes the new session on and goes to `wanted`, which replaces /login in the history. */
  signedIn(answer: SignInAnswer, wanted: string): Promise<void>;
  /** Goes to another page of the app (the public account pages). */
  open(path: string): void;
}
