// The navigation guard (core spec §2.2) as router loaders: they run on navigation, before the
// screen's code loads, so a signed-out visitor never sees a protected screen flash.
import { redirect, type LoaderFunction } from 'react-router';
import { loginPath, wantedPath } from '../client/login-redirect';
import type { Session } from '../client/session';

/** Protected screens: a signed-out visitor goes to /login, remembering where they wanted to go. */
export function requireSignIn(session: Session): LoaderFunction {
  return ({ request }) => {
    if (session.isLogin) return null;
    const url = new URL(request.url);
    return redirect(loginPath(url.pathname + url.search));
  };
}

/** The sign-in page: someone already signed in goes straight on to the wanted path. */
export function skipWhenSignedIn(session: Session): LoaderFunction {
  return ({ request }) => (session.isLogin ? redirect(wantedPath(new URL(request.url).search)) : null);
}
