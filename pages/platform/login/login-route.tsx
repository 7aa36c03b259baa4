// The sign-in page as a route of the app: the router is its host, and someone already signed in
// never sees it (routes.tsx, skipWhenSignedIn).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../engine/client';
import { LoginPage } from './login-page';
import type { SignInHost } from './sign-in-host';

export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Why the server ended the session, told once: read as the page opens, then taken from the session.
  const [notice] = useState(() => session.endedNotice ?? undefined);
  useEffect(() => session.forgetEndedNotice(), [session]);
  const host: SignInHost = {
    search: location.search,
    notice,
    signedIn: async (answer, wanted) => {
      session.signIn(answer);
      await navigate(wanted, { replace: true });
    },
    open: (path) => void navigate(path),
  };
  return <LoginPage host={host} />;
}
