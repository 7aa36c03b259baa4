// /zcszmm (core spec §2.1, business spec §6): resetting the six-digit manager key. Opened plainly it
// asks where to mail a link; opened from that mail (?code=…) it sets the new key.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountFrame } from './account-frame';
import { AskLinkForm } from './ask-link-form';
import { ResetSecretForm } from './reset-secret-form';

export function ManagerKeyPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <AccountFrame title={t('managerKey.title')} subtitle={code ? undefined : t('managerKey.askSubtitle')}>
      {code ? <ResetSecretForm kind="managerKey" code={code} /> : <AskLinkForm kind="managerKey" />}
    </AccountFrame>
  );
}
