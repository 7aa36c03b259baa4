// Previous and next through a page of our own's pages (download tasks, sales records), and where the
// reader is. Nothing when one page holds them all. (A resource list has its fuller pager, list/pager.tsx.)
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
  },
});

export interface PageStepsProps {
  pageNumber: number;
  pages: number;
  onPage(pageNumber: number): void;
}

export function PageSteps({ pageNumber, pages, onPage }: PageStepsProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('engine:pager.label')}>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={t('engine:pager.previous')}
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      />
      <Text>{t('engine:pager.pageOf', { page: pageNumber, pages })}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={t('engine:pager.next')}
        disabled={pageNumber >= pages}
        onClick={() => onPage(pageNumber + 1)}
      />
    </nav>
  );
}
