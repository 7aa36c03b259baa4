// The navigation guard's rules (core spec §2.1, §2.2) as plain functions; the shell's router
// loaders carry them out.

export const NOT_FOUND_PATH = '/404';
/** What a user is shown where he may not go: no permission (core spec §2.1, business §6). */
export const UNAUTHORIZED_PATH = '/401';
/** Completes a sign-in handed over from elsewhere: on to `?redirect=`, or to sign-in keeping it. */
export const AUTH_REDIRECT_PATH = '/auth-redirect';
export const SETUP_PATH = '/setupwizard';
/** Core spec §2.1: the root and /home lead to the home page. */
export const HOME_PATH = '/home';
/** `/redirect/{path}` re-enters {path}: the tags view's refresh. */
export const REDIRECT_PREFIX = '/redirect/';

/** Core spec §2.1: the addresses anyone may open without signing in. */
export const PUBLIC_PATHS: readonly string[] = [
  AUTH_REDIRECT_PATH,
  NOT_FOUND_PATH,
  UNAUTHORIZED_PATH,
  '/zcsj',
  '/login',
  '/zcszmm',
  '/wjmm',
  '/czmm',
  '/yqjl',
  '/clover_authorization_result',
  SETUP_PATH,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || pathname.startsWith(REDIRECT_PREFIX);
}

/** Core spec §2.2: a local flag `dola_pass` holding the string false means setup is not done. */
export const SETUP_FLAG = 'dola_pass';

export function isSetupPending(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(SETUP_FLAG) === 'false';
}

export interface GuardState {
  signedIn: boolean;
  setupPending: boolean;
}

/** Where a navigation into the signed-in area goes: on, to sign-in, or to the first-time setup. */
export type GuardDecision = 'continue' | 'signIn' | 'setup';

export function guardDecision({ signedIn, setupPending }: GuardState): GuardDecision {
  if (!signedIn) return 'signIn';
  return setupPending ? 'setup' : 'continue';
}
