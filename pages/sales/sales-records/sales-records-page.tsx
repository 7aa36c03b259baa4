// Manage sales records (business §2 /business_analytics, §3 "Sales record"): every order of the
// chosen days with every §3 field, a page at a time, found by ticket or order number, and exported
// whole as a spreadsheet by a background job. A page of our own; the server scopes every call.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE } from '../../../engine/protocol';
import { LoadFailure, PageSteps, ScreenHeader } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { lastDays } from '../../analytics/reports/report-days';
import { useReportLists } from '../../analytics/reports/use-report-lists';
import { SalesRecordFilters } from './sales-record-filters';
import type { SalesRecordQuery } from './sales-record-query';
import { SalesRecordTable } from './sales-record-table';
import { SalesRecordsExport } from './sales-records-export';
import { useSalesRecords } from './use-sales-records';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { color: tokens.colorNeutralForeground2 },
});

export const SalesRecordsPage = observer(function SalesRecordsPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation(['sales', 'navigation']);
  const { shops } = useReportLists();
  const [query, setQuery] = useState<SalesRecordQuery>(() => lastDays(7));
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const read = useSalesRecords(query, pageNumber, DEFAULT_PAGE_SIZE, attempt);
  const ask = (next: SalesRecordQuery) => {
    setQuery(next);
    setPageNumber(1);
  };
  return (
    <section className={styles.page}>
      <ScreenHeader title={t(route.title)} subtitle={t('sales:record.hint')} />
      <SalesRecordFilters query={query} onChange={ask} shops={shops} />
      <SalesRecordsExport query={query} />
      {read.state === 'loading' && <LoadingSpinner />}
      {read.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {read.state === 'ready' &&
        (read.count === 0 ? (
          <Body1 as="p" className={styles.empty}>
            {t('sales:record.empty')}
          </Body1>
        ) : (
          <>
            <Body1 as="p" role="status">
              {t('sales:record.found', { count: read.count })}
            </Body1>
            <SalesRecordTable records={read.records} />
            <PageSteps
              pageNumber={pageNumber}
              pages={Math.ceil(read.count / DEFAULT_PAGE_SIZE)}
              onPage={setPageNumber}
            />
          </>
        ))}
    </section>
  );
});
