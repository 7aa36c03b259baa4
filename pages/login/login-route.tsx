// The sign-in page as a route of the app: the router is its host, and someone already signed in
// never sees it (routes.tsx, skipWhenSignedIn).
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../engine/client/session-context';
import { LoginPage } from './login-page';
import type { SignInHost } from './sign-in-host';

/** A notice handed over by the navigation that brought the user here (an expired session). */
function noticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const host: SignInHost = {
    search: location.search,
    notice: noticeOf(location.state),
    signedIn: async (answer, wanted) => {
      session.signIn(answer);
      await navigate(wanted, { replace: true });
    },
    open: (path) => void navigate(path),
  };
  return <LoginPage host={host} />;
}
