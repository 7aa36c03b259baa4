// The customer feedback as a table with every field of business §3, scrolled sideways inside its
// own focusable region (a keyboard scrolls it too); moments on the shop's own clocks. Each row
// offers the merchant's answers its state allows, to a holder of the page's reply action.
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFeedback } from '../../../protocol/customer-feedback';
import { FEEDBACK_ASPECTS } from '../../../protocol/pos-feedback';
import { wallClock } from '../../../protocol/wall-clock';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '2200px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  text: { whiteSpace: 'pre-wrap', minWidth: '200px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Column {
  key: string;
  title: string;
  number?: boolean;
  cell(feedback: CustomerFeedback): ReactNode;
}

const moment = (feedback: CustomerFeedback, iso: string | null) =>
  iso ? wallClock(Date.parse(iso), feedback.timeZone).text : '';

export interface CustomerFeedbackTableProps {
  feedback: readonly CustomerFeedback[];
  /** Null for a user who may only read: no answers offered. */
  onAnswer: ((feedback: CustomerFeedback, action: 'reply' | 'finish') => void) | null;
}

export function CustomerFeedbackTable({ feedback, onAnswer }: CustomerFeedbackTableProps) {
  const styles = useStyles();
  const { t } = useTranslation(['feedback', 'reports']);
  const open = (row: CustomerFeedback) => row.status !== 'finished';
  // Each row's buttons say whose feedback they answer, for a screen reader's list of buttons.
  const named = (row: CustomerFeedback) => ({ time: moment(row, row.leftAt), shop: row.shop });

  const columns: Column[] = [
    { key: 'leftAt', title: 'feedback:customer.leftAt', cell: (row) => moment(row, row.leftAt) },
    { key: 'shop', title: 'feedback:customer.shop', cell: (row) => row.shop },
    { key: 'orderNo', title: 'feedback:customer.orderNo', cell: (row) => row.orderNo ?? '' },
    {
      key: 'orderDeleted',
      title: 'feedback:customer.orderDeleted',
      cell: (row) =>
        row.orderDeleted === null ? '' : t(`feedback:customer.${row.orderDeleted ? 'yes' : 'no'}`),
    },
    {
      key: 'channel',
      title: 'feedback:customer.channel',
      cell: (row) => t(`reports:feedbackChannels.${row.channel}`),
    },
    { key: 'score', title: 'feedback:customer.score', number: true, cell: (row) => String(row.score) },
    ...FEEDBACK_ASPECTS.map((aspect): Column => ({
      key: aspect,
      title: `feedback:ratings.${aspect}`,
      number: true,
      cell: (row) => (row.ratings[aspect] === null ? '' : String(row.ratings[aspect])),
    })),
    { key: 'subject', title: 'feedback:customer.subject', cell: (row) => row.subject ?? '' },
    {
      key: 'content',
      title: 'feedback:customer.content',
      cell: (row) => <div className={styles.text}>{row.content}</div>,
    },
    {
      key: 'dissatisfactions',
      title: 'feedback:customer.dissatisfactions',
      cell: (row) => row.dissatisfactions.map((code) => t(`reports:dissatisfactions.${code}`)).join(', '),
    },
    { key: 'status', title: 'feedback:customer.status', cell: (row) => t(`feedback:states.${row.status}`) },
    {
      key: 'reply',
      title: 'feedback:customer.reply',
      cell: (row) => <div className={styles.text}>{row.reply}</div>,
    },
    { key: 'repliedAt', title: 'feedback:customer.repliedAt', cell: (row) => moment(row, row.repliedAt) },
  ];
  const label = t('feedback:customer.tableLabel');
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={column.number ? styles.number : undefined}>
                {t(column.title)}
              </TableHeaderCell>
            ))}
            {onAnswer && <TableHeaderCell>{t('feedback:customer.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {feedback.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.number ? styles.number : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {onAnswer && (
                <TableCell>
                  {open(row) && (
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        aria-label={t('feedback:customer.replyTo', named(row))}
                        onClick={() => onAnswer(row, 'reply')}
                      >
                        {t('feedback:actions.reply')}
                      </Button>
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={t('feedback:customer.finishOf', named(row))}
                        onClick={() => onAnswer(row, 'finish')}
                      >
                        {t('feedback:actions.finish')}
                      </Button>
                    </div>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
