// The download tasks' pages: previous and next, and where the reader is. Nothing when one page
// holds them all.
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

export interface TaskPagerProps {
  pageNumber: number;
  pages: number;
  onPage(pageNumber: number): void;
}

export function TaskPager({ pageNumber, pages, onPage }: TaskPagerProps) {
  const styles = useStyles();
  const { t } = useTranslation('jobs');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('jobs:downloads.pages')}>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={t('jobs:downloads.previous')}
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      />
      <Text>{t('jobs:downloads.page', { page: pageNumber, pages })}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={t('jobs:downloads.next')}
        disabled={pageNumber >= pages}
        onClick={() => onPage(pageNumber + 1)}
      />
    </nav>
  );
}
