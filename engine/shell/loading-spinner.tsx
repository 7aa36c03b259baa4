// The one loading spinner (core spec §2.5): a screen whose code, texts or record are on their way,
// the list's grid while a page loads, and a lazy widget (the rich-text editor) while its chunk
// loads. It holds the place of what is coming, so the layout does not jump when it arrives.
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%' },
});

export interface LoadingSpinnerProps {
  /** The height of what is coming; a screen's by default. */
  minHeight?: string;
}

export function LoadingSpinner({ minHeight = '60vh' }: LoadingSpinnerProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <div className={styles.root} style={{ minHeight }}>
      <Spinner label={t('common:loading')} />
    </div>
  );
}
