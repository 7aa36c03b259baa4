// Core spec §2.1: /auth-redirect, open to anyone, completes a sign-in handed over from elsewhere
// (engine/client/auth-hand-off.ts): a moment's "signing you in" while the server confirms the
// session, then on to the wanted path; a failure to ask says so, with a retry and the sign-in page.
import { Button, Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { userInfoRequest } from '../client/auth-api';
import { completeHandOff } from '../client/auth-hand-off';
import { loginPath, wantedPath } from '../client/login-redirect';
import { useSession } from '../client/session-context';
import { AlertBar } from './alert-bar';
import { LinkButton } from './link-button';
import { PublicFrame } from './public-frame';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  flush: { margin: 0 },
  ways: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export function AuthRedirectRoute() {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const session = useSession();
  const navigate = useNavigate();
  const target = wantedPath(useLocation().search);
  const [attempt, setAttempt] = useState(0);
  // The failure of one attempt; a retry starts the next with none.
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  useDocumentTitle(t('engine:authRedirect.title'));
  useEffect(() => {
    let live = true;
    void completeHandOff(session, target, () => userInfoRequest({ notify: false })).then((handOff) => {
      if (!live) return;
      if ('go' in handOff) void navigate(handOff.go, { replace: true });
      else setFailure({ attempt, message: handOff.failed });
    });
    return () => {
      live = false;
    };
  }, [session, target, navigate, attempt]);
  const failed = failure?.attempt === attempt ? failure : null;
  return (
    <PublicFrame bar="brandAndLanguage">
      <Card className={styles.card}>
        <Title2 as="h1" className={styles.flush}>
          {t('engine:authRedirect.title')}
        </Title2>
        {failed ? (
          <>
            <AlertBar
              title={failed.message ? t('engine:authRedirect.failed') : undefined}
              message={failed.message || t('engine:authRedirect.failed')}
              multiline
            />
            <div className={styles.ways}>
              <Button appearance="primary" onClick={() => setAttempt((n) => n + 1)}>
                {t('engine:authRedirect.retry')}
              </Button>
              <LinkButton to={loginPath(target)}>{t('engine:authRedirect.signIn')}</LinkButton>
            </div>
          </>
        ) : (
          <Spinner label={t('engine:authRedirect.checking')} />
        )}
      </Card>
    </PublicFrame>
  );
}
