// One of his histories on his page, newest first, a page at a time: the same columns as the staff's
// lists inside his detail (schemas/members/member.json `detailLists`), read in his language.
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailColumn } from '../../../engine/schema';
import { DetailListTable, useAskedPage } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { readHistory, type HistoryKind } from './member-page-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

const TYPES: Record<HistoryKind, string> = { balance: 'balanceTypes', points: 'pointsTypes' };

function columnsOf(kind: HistoryKind, types: readonly string[]): DetailColumn[] {
  const figure = kind === 'balance' ? 'money' : 'count';
  return [
    { key: 'at', title: 'members:history.at', format: 'moment' },
    {
      key: 'type',
      title: 'members:history.type',
      format: 'text',
      labels: Object.fromEntries(types.map((type) => [type, `members:${TYPES[kind]}.${type}`])),
    },
    { key: 'amount', title: 'members:history.amount', format: figure, signed: true },
    {
      key: 'balanceAfter',
      title: kind === 'balance' ? 'members:history.balanceAfter' : 'members:history.pointsAfter',
      format: figure,
    },
    { key: 'reason', title: 'members:history.reason', format: 'text' },
    { key: 'order', title: 'members:history.order', format: 'text' },
  ];
}

export interface MemberHistoryProps {
  token: string;
  kind: HistoryKind;
  /** The entry types the ledger declares for this history's unit. */
  types: readonly string[];
  onSignedOut(): void;
}

export function MemberHistory({ token, kind, types, onSignedOut }: MemberHistoryProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  const [pageNumber, setPageNumber] = useState(1);
  const load = useCallback(() => readHistory(token, kind, pageNumber), [token, kind, pageNumber]);
  const loaded = useAskedPage(JSON.stringify([token, kind, pageNumber]), load);
  // A token the server no longer takes: he signs in again.
  const failed = loaded.state === 'failed';
  useEffect(() => {
    if (failed) onSignedOut();
  }, [failed, onSignedOut]);
  const headingId = `member-history-${kind}`;
  const title = t(kind === 'balance' ? 'members:history.balanceHistory' : 'members:history.pointsHistory');
  const columns = columnsOf(kind, types);
  const page = loaded.state === 'ready' ? loaded.page : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle2>
      {!page && <LoadingSpinner />}
      {page && page.rows.length === 0 && <Text className={styles.quiet}>{t('engine:detail.listEmpty')}</Text>}
      {page && page.rows.length > 0 && (
        <DetailListTable
          columns={columns}
          rows={page.rows}
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
