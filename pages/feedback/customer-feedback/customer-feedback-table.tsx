// The customer feedback as a table with every field of business §3, scrolled sideways (WideTable);
// moments on the shop's own clocks. Each row offers the merchant's answers its state allows, to a
// holder of the page's reply action.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WideTable, type WideColumn } from '../../../engine/screens';
import type { CustomerFeedback } from '../../../protocol/customer-feedback';
import { FEEDBACK_ASPECTS } from '../../../protocol/pos-feedback';
import { wallClock } from '../../../protocol/wall-clock';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', minWidth: '200px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Column = WideColumn<CustomerFeedback>;

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
    { key: 'leftAt', title: t('feedback:customer.leftAt'), cell: (row) => moment(row, row.leftAt) },
    { key: 'shop', title: t('feedback:customer.shop'), cell: (row) => row.shop },
    { key: 'orderNo', title: t('feedback:customer.orderNo'), cell: (row) => row.orderNo ?? '' },
    {
      key: 'orderDeleted',
      title: t('feedback:customer.orderDeleted'),
      cell: (row) =>
        row.orderDeleted === null ? '' : t(`feedback:customer.${row.orderDeleted ? 'yes' : 'no'}`),
    },
    {
      key: 'channel',
      title: t('feedback:customer.channel'),
      cell: (row) => t(`reports:feedbackChannels.${row.channel}`),
    },
    { key: 'score', title: t('feedback:customer.score'), figure: true, cell: (row) => String(row.score) },
    ...FEEDBACK_ASPECTS.map((aspect): Column => ({
      key: aspect,
      title: t(`feedback:ratings.${aspect}`),
      figure: true,
      cell: (row) => (row.ratings[aspect] === null ? '' : String(row.ratings[aspect])),
    })),
    { key: 'subject', title: t('feedback:customer.subject'), cell: (row) => row.subject ?? '' },
    {
      key: 'content',
      title: t('feedback:customer.content'),
      cell: (row) => <div className={styles.text}>{row.content}</div>,
    },
    {
      key: 'dissatisfactions',
      title: t('feedback:customer.dissatisfactions'),
      cell: (row) => row.dissatisfactions.map((code) => t(`reports:dissatisfactions.${code}`)).join(', '),
    },
    {
      key: 'status',
      title: t('feedback:customer.status'),
      cell: (row) => t(`feedback:states.${row.status}`),
    },
    {
      key: 'reply',
      title: t('feedback:customer.reply'),
      cell: (row) => <div className={styles.text}>{row.reply}</div>,
    },
    { key: 'repliedAt', title: t('feedback:customer.repliedAt'), cell: (row) => moment(row, row.repliedAt) },
  ];
  const actions: Column = {
    key: 'actions',
    title: t('feedback:customer.actions'),
    cell: (row) =>
      onAnswer &&
      open(row) && (
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
      ),
  };
  return (
    <WideTable
      columns={onAnswer ? [...columns, actions] : columns}
      rows={feedback}
      rowKey={(row) => row.id}
      label={t('feedback:customer.tableLabel')}
      minWidth="2200px"
    />
  );
}
