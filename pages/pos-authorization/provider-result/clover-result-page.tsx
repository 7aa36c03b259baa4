// /clover_authorization_result (core spec §2.1): where Clover sends a company manager's browser back
// after its authorize page. The page forwards the provider's answer to the server, which records it
// against the company when the state is one it issued, and tells the outcome.
import { Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOGIN_PATH, useSession } from '../../../engine/client';
import { AlertBar, LinkButton, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import type { PosAuthorizationResult } from '../../../protocol/pos-authorization';
import { DoneNotice } from '../../accounts/account-pages/form-notices';
import { useProviderResult } from './use-provider-result';

const useStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '520px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  flush: { margin: 0 },
  way: { alignSelf: 'flex-start' },
});

function RecordedResult({ result }: { result: PosAuthorizationResult }) {
  const { t } = useTranslation('pos');
  const names = { provider: t(`pos:providers.${result.provider}`), company: result.companyName };
  if (result.outcome === 'authorized')
    return (
      <DoneNotice title={t('pos:result.authorizedTitle')}>{t('pos:result.authorized', names)}</DoneNotice>
    );
  return (
    <AlertBar
      title={t('pos:result.refusedTitle')}
      message={t('pos:result.refused', { ...names, reason: result.reason ?? '' })}
      multiline
    />
  );
}

export const CloverResultPage = observer(function CloverResultPage() {
  const styles = useStyles();
  const { t } = useTranslation('pos');
  const session = useSession();
  const outcome = useProviderResult(useLocation().search);
  const provider = t('pos:providers.clover');
  useDocumentTitle(t('pos:result.title', { provider }));
  return (
    <PublicFrame bar="brandAndLanguage">
      <Card className={styles.card}>
        <Title2 as="h1" className={styles.flush}>
          {t('pos:result.title', { provider })}
        </Title2>
        {outcome.state === 'waiting' && <Spinner label={t('pos:result.waiting', { provider })} />}
        {outcome.state === 'recorded' && <RecordedResult result={outcome.result} />}
        {outcome.state === 'failed' && (
          <AlertBar title={t('pos:result.failedTitle')} message={outcome.message} multiline />
        )}
        {outcome.state !== 'waiting' && (
          <LinkButton to={session.isLogin ? '/home' : LOGIN_PATH} appearance="primary" className={styles.way}>
            {session.isLogin ? t('pos:result.toHome') : t('pos:result.toSignIn')}
          </LinkButton>
        )}
      </Card>
    </PublicFrame>
  );
});
