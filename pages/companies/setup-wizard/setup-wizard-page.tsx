// /setupwizard (core spec §2.1, §2.2; issue 11 item 6): where an owner whose merchant's setup is
// pending (`dola_pass` false, as the server answered it) is sent. The route is public, so the page
// itself asks a visitor to sign in first, and tells an owner whose setup is done that it is. The
// wizard's forms are built from the resources it writes, read as any screen reads them.
import { Body1, Button, Card, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HOME_PATH,
  loginPath,
  SETUP_PATH,
  useClientStores,
  userInfoRequest,
  useSession,
} from '../../../engine/client';
import { LoadingSpinner, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import { LoadFailure, screenNamespaces } from '../../../engine/screens';
import { SETUP_RECORDS, type SetupRecord } from '../../../protocol/setup-wizard';
import { finishSetup } from './setup-api';
import { SetupWizard, type SetupResources } from './setup-wizard';
import { SetupWizardView } from './setup-wizard-view';

const useStyles = makeStyles({
  card: { maxWidth: '520px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
});

/** A short page in place of the wizard: its text and the one way on. */
function Notice({ text, action, onAction }: { text: string; action: string; onAction(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('setup');
  return (
    <Card className={styles.card}>
      <Title1 as="h1" className={styles.flush}>
        {t('setup:title')}
      </Title1>
      <Body1 as="p" className={styles.flush}>
        {text}
      </Body1>
      <Button appearance="primary" onClick={onAction}>
        {action}
      </Button>
    </Card>
  );
}

type Loading = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; wizard: SetupWizard };

function useWizard(): [Loading, () => void] {
  const session = useSession();
  const { resourceSchemas } = useClientStores();
  const { i18n } = useTranslation();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const records = Object.keys(SETUP_RECORDS) as SetupRecord[];
    Promise.all(records.map((record) => resourceSchemas.get(SETUP_RECORDS[record])))
      .then(async (schemas) => {
        await i18n.loadNamespaces(schemas.flatMap(screenNamespaces));
        const resources = Object.fromEntries(
          records.map((record, i) => [record, schemas[i]]),
        ) as SetupResources;
        const finish = async (submission: Parameters<typeof finishSetup>[0]) => {
          const finished = await finishSetup(submission);
          // The server says setup is done: the flag follows its answer, never the browser's guess.
          session.updateUserInfo(finished.userInfo);
          return finished;
        };
        if (live)
          setLoading({ state: 'ready', wizard: new SetupWizard(resources, session.userInfo, finish) });
      })
      .catch(() => live && setLoading({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [resourceSchemas, session, i18n, attempt]);
  return [loading, () => setAttempt((count) => count + 1)];
}

const Wizard = observer(function Wizard() {
  const [loading, retry] = useWizard();
  if (loading.state === 'loading') return <LoadingSpinner />;
  if (loading.state === 'failed') return <LoadFailure onRetry={retry} />;
  return <SetupWizardView wizard={loading.wizard} />;
});

/**
 * Whether this user's setup is pending, as the server says now: the local flag may be stale (set in
 * another tab, or by hand), and the answer rewrites it. Undefined until the server has answered.
 */
function usePendingSetup(): boolean | undefined {
  const session = useSession();
  const [pending, setPending] = useState<boolean>();
  useEffect(() => {
    if (!session.isLogin) return;
    let live = true;
    userInfoRequest()
      .then((userInfo) => {
        session.updateUserInfo(userInfo);
        if (live) setPending(!userInfo.dola_pass);
      })
      // A failed read (a status 4 has already signed out) leaves the wizard to the saved answer.
      .catch(() => live && setPending(session.userInfo?.dola_pass === false));
    return () => {
      live = false;
    };
    // Decided once: finishing the wizard sets dola_pass, and the page then shows its completion.
  }, [session]);
  return pending;
}

export const SetupWizardPage = observer(function SetupWizardPage() {
  const { t } = useTranslation('setup');
  useDocumentTitle(t('setup:title'));
  const session = useSession();
  const navigate = useNavigate();
  const pending = usePendingSetup();
  let content;
  if (!session.isLogin)
    content = (
      <Notice
        text={t('setup:signInFirst')}
        action={t('setup:signIn')}
        onAction={() => void navigate(loginPath(SETUP_PATH))}
      />
    );
  else if (pending === undefined) content = <LoadingSpinner />;
  else if (!pending)
    content = (
      <Notice
        text={t('setup:alreadyDone')}
        action={t('setup:close')}
        onAction={() => void navigate(HOME_PATH)}
      />
    );
  else
    return (
      <PublicFrame bar="brandAndLanguage" fromTop>
        <Wizard />
      </PublicFrame>
    );
  return <PublicFrame>{content}</PublicFrame>;
});
