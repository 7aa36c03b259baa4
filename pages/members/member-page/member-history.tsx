// One of his histories on his page, newest first, a page at a time: the same columns as the staff's
// lists inside his detail (schemas/members/member.json `detailLists`), read in his language.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailColumn } from '../../../engine/schema';
import { DetailListTable } from '../../../engine/screens';
import { MemberListSection, useMemberListPage } from './member-list-section';
import { readHistory, type HistoryKind } from './member-page-api';

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
  const { t } = useTranslation('members');
  const [pageNumber, setPageNumber] = useState(1);
  const load = useCallback(() => readHistory(token, kind, pageNumber), [token, kind, pageNumber]);
  const page = useMemberListPage(JSON.stringify([token, kind, pageNumber]), load, onSignedOut);
  const headingId = `member-history-${kind}`;
  const title = t(kind === 'balance' ? 'members:history.balanceHistory' : 'members:history.pointsHistory');
  return (
    <MemberListSection
      headingId={headingId}
      title={title}
      page={page}
      list={({ rows, count }) => (
        <DetailListTable
          columns={columnsOf(kind, types)}
          rows={rows}
          count={count}
          pageNumber={pageNumber}
          onPage={setPageNumber}
          headingId={headingId}
          title={title}
          wide
        />
      )}
    />
  );
}
