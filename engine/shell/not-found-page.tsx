// Core spec §2.1: any unknown path, or a record outside the user's reach, shows "not found" — the
// same answer either way, so an address never tells whether another company's record exists.
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('engine');
  return (
    <StatusPage
      icon={DocumentSearchRegular}
      title={t('engine:notFound.title')}
      hint={t('engine:notFound.hint')}
      testId="not-found"
    >
      <LinkButton to="/" appearance="primary">
        {t('engine:notFound.home')}
      </LinkButton>
    </StatusPage>
  );
}
