// The wanted path that survives the trip through the sign-in page (core spec §2.2): the guard puts
// it in `?redirect=`, and sign-in returns there.

export const LOGIN_PATH = '/login';
const REDIRECT_PARAM = 'redirect';

/** Only a path on this site may be a redirect target, never another origin (`//evil`, `https:`). */
export function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function isLoginPath(path: string): boolean {
  return path.split(/[?#]/)[0] === LOGIN_PATH;
}

/** The sign-in page's address that returns to `wanted` afterwards. */
export function loginPath(wanted: string): string {
  if (!isSafePath(wanted) || wanted === '/' || isLoginPath(wanted)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted }).toString()}`;
}

/** Where to go after sign-in, read from the sign-in page's query string; the root by default. */
export function wantedPath(search: string): string {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
  return wanted && isSafePath(wanted) && !isLoginPath(wanted) ? wanted : '/';
}
