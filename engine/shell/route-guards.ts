// The navigation guard (core spec §2.2) as router loaders: they run on navigation, before the
// screen's code loads, so a signed-out visitor never sees a protected screen flash.
import { redirect, type LoaderFunction } from 'react-router';
import { loginPath, wantedPath } from '../client/login-redirect';
import type { Navigation } from '../client/navigation';
import { guardDecision, isSetupPending, SETUP_PATH } from '../client/navigation-guard';
import type { Session } from '../client/session';

export interface SignInGuardOptions {
  session: Session;
  navigation: Navigation;
  storage: Pick<Storage, 'getItem'>;
}

/**
 * The signed-in area: a signed-out visitor goes to /login, remembering where he wanted to go; a user
 * whose first-time setup is pending goes to it; anyone else has his navigation built (once per session)
 * before the screen opens.
 */
export function requireSignIn({ session, navigation, storage }: SignInGuardOptions): LoaderFunction {
  return async ({ url }) => {
    switch (guardDecision({ signedIn: session.isLogin, setupPending: isSetupPending(storage) })) {
      case 'signIn':
        return redirect(loginPath(url.pathname + url.search));
      case 'setup':
        return redirect(SETUP_PATH);
      default:
        // A failure shows in the shell (a status 4 has already signed out); the screen still opens.
        await navigation.load().catch(() => undefined);
        return null;
    }
  };
}

/** The sign-in page: someone already signed in goes straight on to the wanted path. */
export function skipWhenSignedIn(session: Session): LoaderFunction {
  return ({ url }) => (session.isLogin ? redirect(wantedPath(url.search)) : null);
}
