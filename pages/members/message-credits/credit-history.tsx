// One channel's credit history, newest first, a page at a time, with the engine's table of a
// history (the member's own histories read the same way): time, type, credits signed, credits left
// after, reason, and who made it.
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailColumn } from '../../../engine/schema';
import { DetailListTable, LoadFailure, useAskedPage } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { CREDIT_ENTRY_TYPES, type CreditChannel } from '../../../protocol/message-credits';
import { readCreditHistory } from './message-credits-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

const COLUMNS: DetailColumn[] = [
  { key: 'at', title: 'members:credits.at', format: 'moment' },
  {
    key: 'type',
    title: 'members:credits.type',
    format: 'text',
    labels: Object.fromEntries(CREDIT_ENTRY_TYPES.map((type) => [type, `members:credits.types.${type}`])),
  },
  { key: 'amount', title: 'members:credits.amount', format: 'count', signed: true },
  { key: 'balanceAfter', title: 'members:credits.balanceAfter', format: 'count' },
  { key: 'reason', title: 'members:credits.reason', format: 'text' },
  { key: 'by', title: 'members:credits.by', format: 'text' },
];

export interface CreditHistoryViewProps {
  /** The company chosen; none for the caller's own. */
  companyId: number | undefined;
  channel: CreditChannel;
}

export function CreditHistoryView({ companyId, channel }: CreditHistoryViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(
    () => readCreditHistory(companyId, channel, pageNumber),
    [companyId, channel, pageNumber],
  );
  const loaded = useAskedPage(JSON.stringify([companyId, channel, pageNumber, attempt]), load);
  const headingId = `credit-history-${channel}`;
  const title = t('members:credits.history', { channel: t(`members:credits.channels.${channel}`) });
  const page = loaded.state === 'ready' ? loaded.page : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle2>
      {loaded.state === 'loading' && <LoadingSpinner />}
      {loaded.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {page && page.count === 0 && <Text className={styles.quiet}>{t('members:credits.empty')}</Text>}
      {page && page.count > 0 && (
        <DetailListTable
          columns={COLUMNS}
          rows={page.rows.map(({ at, type, amount, balanceAfter, reason, by }) => ({
            at,
            type,
            amount,
            balanceAfter,
            reason,
            by,
          }))}
          count={page.count}
          pageNumber={pageNumber}
          onPage={setPageNumber}
          headingId={headingId}
          title={title}
          wide
        />
      )}
    </section>
  );
}
