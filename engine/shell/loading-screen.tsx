// Shown while a screen's code or texts are still on their way.
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' },
});

export function LoadingScreen() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <div className={styles.root}>
      <Spinner label={t('loading')} />
    </div>
  );
}
