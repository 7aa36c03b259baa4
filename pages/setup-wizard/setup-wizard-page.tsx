// /setupwizard (core spec §2.1, §2.2): where a user whose first-time setup is pending (`dola_pass`
// false) is sent. The stepped wizard itself comes with the setup issue; until then this page says so
// and names the steps to come, so the guard's rule already leads somewhere true.
import { Body1, Card, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../engine/shell/use-document-title';
import { PublicFrame } from '../../engine/shell/public-frame';

const STEPS = ['company', 'shops', 'menu', 'done'] as const;

const useStyles = makeStyles({
  card: { maxWidth: '520px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
  steps: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
});

export function SetupWizardPage() {
  const styles = useStyles();
  const { t } = useTranslation('setup');
  useDocumentTitle(t('setup:title'));
  return (
    <PublicFrame>
      <Card className={styles.card}>
        <Title1 as="h1" className={styles.flush}>
          {t('setup:title')}
        </Title1>
        <Body1 as="p" className={styles.flush}>
          {t('setup:notYet')}
        </Body1>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>
              <Body1>{t(`setup:steps.${step}`)}</Body1>
            </li>
          ))}
        </ol>
      </Card>
    </PublicFrame>
  );
}
