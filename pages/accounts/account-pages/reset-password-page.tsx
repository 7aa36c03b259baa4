// /czmm?code=… (core spec §2.1): the page a password reset mail opens.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountFrame } from './account-frame';
import { ResetSecretForm } from './reset-secret-form';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  return (
    <AccountFrame title={t('reset.title')}>
      <ResetSecretForm kind="password" code={params.get('code')} />
    </AccountFrame>
  );
}
