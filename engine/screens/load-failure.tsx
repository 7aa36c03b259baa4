// What a screen or page shows when its data could not be loaded (the request layer already said
// why): a retry. Its own module, so a page that needs only this does not bring the schema screens'
// gate (lookups, the permission tree) into its chunk.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  failed: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
  },
});

/** A screen whose data could not be loaded (the request layer already said why). */
export function LoadFailure({ onRetry }: { onRetry?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  return (
    <div className={styles.failed} role="alert">
      <Body1>{t('engine:screen.loadFailed')}</Body1>
      <Button onClick={onRetry ?? (() => window.location.reload())}>{t('engine:screen.retry')}</Button>
    </div>
  );
}
