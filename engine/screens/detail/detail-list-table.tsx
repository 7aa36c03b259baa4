// A page of a detail list's rows (a member's history) as a table of its declared columns, then its
// pager: the total, the page of how many, and previous and next. Shown inside a record's detail
// and on the member's own page alike.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DetailListRow } from '../../protocol/detail-list';
import { DEFAULT_PAGE_SIZE } from '../../protocol/constants';
import type { DetailColumn } from '../../schema/resource';
import { PageStep } from '../list/page-step';
import { TextTable } from '../text-table';
import { detailValueText } from './detail-list-value';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // On a phone the columns scroll sideways rather than crowd into each other.
  wide: { '& table': { minWidth: '600px' } },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  quiet: { color: tokens.colorNeutralForeground2 },
});

export interface DetailListTableProps {
  columns: readonly DetailColumn[];
  rows: readonly DetailListRow[];
  /** How many rows the whole list holds. */
  count: number;
  pageNumber: number;
  onPage(pageNumber: number): void;
  /** The id of the heading that names the list; `title`, its text. */
  headingId: string;
  title: string;
  /** Wider than a phone: scrolls sideways, and takes the focus so a keyboard can scroll it. */
  wide?: boolean;
}

export function DetailListTable(props: DetailListTableProps) {
  const { columns, rows, count, pageNumber, onPage, headingId, title, wide = false } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const pages = Math.max(1, Math.ceil(count / DEFAULT_PAGE_SIZE));
  const scrolls = wide ? { tabIndex: 0, role: 'group', 'aria-labelledby': headingId } : {};
  return (
    <>
      <div className={wide ? `${styles.scroll} ${styles.wide}` : styles.scroll} {...scrolls}>
        <TextTable
          labelledBy={headingId}
          columns={columns.map((column) => ({
            key: column.key,
            title: t(column.title),
            figure: column.format === 'money' || column.format === 'count',
          }))}
          rows={rows.map((row) => columns.map((column) => detailValueText(column, row[column.key], t)))}
        />
      </div>
      <nav className={styles.pager} aria-label={t('engine:detail.listPages', { list: title })}>
        <Text className={styles.quiet}>{t('engine:pager.total', { count })}</Text>
        <PageStep direction="previous" disabled={pageNumber <= 1} onStep={() => onPage(pageNumber - 1)} />
        <Text>{t('engine:pager.pageOf', { page: pageNumber, pages })}</Text>
        <PageStep direction="next" disabled={pageNumber >= pages} onStep={() => onPage(pageNumber + 1)} />
      </nav>
    </>
  );
}
