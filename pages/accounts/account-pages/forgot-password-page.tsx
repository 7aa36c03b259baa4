// /wjmm (core spec §2.1): a forgotten password; the mailed link opens /czmm.
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '../../../protocol/account-mail';
import { AccountFrame } from './account-frame';
import { AskLinkForm } from './ask-link-form';
import { RouterLink } from './router-link';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AccountFrame
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      links={<RouterLink to={ACCOUNT_PAGES.managerKey}>{t('links.managerKey')}</RouterLink>}
    >
      <AskLinkForm kind="password" />
    </AccountFrame>
  );
}
