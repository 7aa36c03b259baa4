// The signed-in area's root route. The guard has built the navigation by now (route-guards.ts); a user it
// leaves with no route is told so and signed out (core spec §6, message key dlzcmk_zwrhqx).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOutRequest } from '../client/auth-api';
import { useClientStores } from '../client/client-stores';
import { LOGIN_PATH } from '../client/login-redirect';
import { useSession } from '../client/session-context';
import { useNotify } from './notices';
import { ShellLayout } from './shell-layout';

function NoPermission() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const session = useSession();
  const navigate = useNavigate();
  // Once, even when React runs the effect twice in development.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify(t('shell:noPermission'), 'error');
    // The server forgets the session too; signing out here stands whatever it answers.
    void signOutRequest()
      .catch(() => undefined)
      .then(() => {
        session.signOut();
        return navigate(LOGIN_PATH, { replace: true });
      });
  }, [t, notify, session, navigate]);
  return null;
}

export const ShellRoute = observer(function ShellRoute() {
  const session = useSession();
  const { navigation } = useClientStores();
  // Between a sign-out and the sign-in page there is nothing to show.
  if (!session.isLogin) return null;
  return navigation.noRouteLeft ? <NoPermission /> : <ShellLayout />;
});
