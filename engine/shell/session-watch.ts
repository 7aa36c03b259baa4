// Core spec §2.2: when the tab becomes visible again and the user saved in this browser is missing or
// another one (a sign-out or sign-in in another tab), the tab takes the saved session and goes to
// /login, unless it shows a public page. The sign-in page then leads a signed-in user back.
import type { DataRouter } from 'react-router';
import { loginPath } from '../client/login-redirect';
import { isPublicPath } from '../client/navigation-guard';
import type { Session } from '../client/session';

/** Starts watching; the answer stops it. */
export function watchStoredSession(
  session: Session,
  router: DataRouter,
  page: Document = document,
): () => void {
  const onVisibilityChange = () => {
    if (page.visibilityState !== 'visible' || session.matchesStorage()) return;
    session.restore();
    const { pathname, search } = router.state.location;
    if (!isPublicPath(pathname)) void router.navigate(loginPath(pathname + search), { replace: true });
  };
  page.addEventListener('visibilitychange', onVisibilityChange);
  return () => page.removeEventListener('visibilitychange', onVisibilityChange);
}
