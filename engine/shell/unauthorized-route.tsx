// Core spec §2.1: /401 is a page of its own that anyone may open: "no permission, please contact the
// administrator" (business §6), with the way on that fits who reads it. Signed in, back to home;
// signed out, to sign-in, which then returns to the `?redirect=` path when one came along.
import { LockClosedRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPath, wantedPath } from '../client/login-redirect';
import { useSession } from '../client/session-context';
import { LinkButton } from './link-button';
import { PublicFrame } from './public-frame';
import { StatusPage } from './status-page';

export const UnauthorizedRoute = observer(function UnauthorizedRoute() {
  const { t } = useTranslation('engine');
  const { search } = useLocation();
  const signedIn = useSession().isLogin;
  return (
    <PublicFrame bar="language">
      <StatusPage
        icon={LockClosedRegular}
        title={t('engine:unauthorized.title')}
        hint={t('engine:unauthorized.hint')}
        testId="unauthorized"
      >
        {signedIn ? (
          <LinkButton to="/" appearance="primary">
            {t('engine:unauthorized.home')}
          </LinkButton>
        ) : (
          <LinkButton to={loginPath(wantedPath(search))} appearance="primary">
            {t('engine:unauthorized.signIn')}
          </LinkButton>
        )}
      </StatusPage>
    </PublicFrame>
  );
});
