// Core spec §2.1: any unknown path, or a record outside the user's reach, shows "not found" — the
// same answer either way, so an address never tells whether another company's record exists.
import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button';
import { useDocumentTitle } from './use-document-title';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  icon: { fontSize: '64px', color: tokens.colorNeutralForeground4 },
  flush: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '480px' },
});

export function NotFoundPage() {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  useDocumentTitle(t('engine:notFound.title'));
  return (
    <section className={styles.root} data-testid="not-found">
      <DocumentSearchRegular className={styles.icon} aria-hidden />
      <Title1 as="h1" className={styles.flush}>
        {t('engine:notFound.title')}
      </Title1>
      <Body1 as="p" className={styles.hint}>
        {t('engine:notFound.hint')}
      </Body1>
      <LinkButton to="/" appearance="primary">
        {t('engine:notFound.home')}
      </LinkButton>
    </section>
  );
}
