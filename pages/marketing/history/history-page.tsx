// Marketing history (business §2 `marketing_history`, issue 25 item 5): every run of the company's
// marketing tasks and its daily birthday runs started in the chosen days, with what each sent on
// every channel and the credits it used, a page at a time; the messages sent each day as a chart;
// and the list's export. The platform, which reaches every company, chooses one first.
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores, useSession } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import {
  LoadFailure,
  ScreenHeader,
  TenantSelect,
  tenantsToChoose,
  useAskedPage,
} from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { HISTORY_CHANNELS, type HistoryQuery } from '../../../protocol/marketing-history';
import { lastDays } from '../../analytics/reports/report-days';
import { readHistory, readHistoryDays } from './history-api';
import { HistoryExport } from './history-export';
import { HistoryFilters } from './history-filters';
import { HistoryTable } from './history-table';

const HistoryChart = lazy(() => import(/* webpackChunkName: "marketing-history-chart" */ './history-chart'));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  choice: { maxWidth: '360px' },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '480px',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

const RUNS_HEADING = 'marketing-history-runs-heading';
const CHART_HEADING = 'marketing-history-chart-heading';

function HistoryView({ query }: { query: HistoryQuery }) {
  const styles = useStyles();
  const { t } = useTranslation(['marketingHistory', 'engine']);
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const asked = JSON.stringify([query, attempt]);
  const loadRuns = useCallback(() => readHistory(query, pageNumber), [query, pageNumber]);
  const loadDays = useCallback(() => readHistoryDays(query), [query]);
  const runs = useAskedPage(JSON.stringify([asked, pageNumber]), loadRuns);
  const days = useAskedPage(asked, loadDays);
  const retry = () => setAttempt((n) => n + 1);
  const channelNames = Object.fromEntries(
    HISTORY_CHANNELS.map((channel) => [channel, t(`marketingHistory:channels.${channel}`)]),
  ) as Record<(typeof HISTORY_CHANNELS)[number], string>;
  const chartTitle = t('marketingHistory:chart');
  const tableTitle = t('marketingHistory:table');
  return (
    <>
      <section className={styles.section} aria-labelledby={CHART_HEADING}>
        <Subtitle2 as="h2" id={CHART_HEADING} className={styles.heading}>
          {chartTitle}
        </Subtitle2>
        {days.state === 'loading' && <LoadingSpinner />}
        {days.state === 'failed' && <LoadFailure onRetry={retry} />}
        {days.state === 'ready' && (
          <Suspense fallback={<LoadingSpinner />}>
            <HistoryChart days={days.page} channelNames={channelNames} label={chartTitle} />
          </Suspense>
        )}
      </section>
      <section className={styles.section} aria-labelledby={RUNS_HEADING}>
        <Subtitle2 as="h2" id={RUNS_HEADING} className={styles.heading}>
          {tableTitle}
        </Subtitle2>
        {runs.state === 'loading' && <LoadingSpinner />}
        {runs.state === 'failed' && <LoadFailure onRetry={retry} />}
        {runs.state === 'ready' &&
          (runs.page.count === 0 ? (
            <Body1 as="p" className={styles.quiet}>
              {t('marketingHistory:empty')}
            </Body1>
          ) : (
            <>
              <Body1 as="p" role="status">
                {t('marketingHistory:found', { count: runs.page.count })}
              </Body1>
              <HistoryTable
                page={runs.page}
                pageNumber={pageNumber}
                onPage={setPageNumber}
                headingId={RUNS_HEADING}
                title={tableTitle}
                t={t}
              />
            </>
          ))}
      </section>
    </>
  );
}

export const MarketingHistoryPage = observer(function MarketingHistoryPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation(['marketingHistory', 'engine']);
  const session = useSession();
  const { navigation } = useClientStores();
  const [days, setDays] = useState<HistoryQuery>(() => lastDays(30));
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  // The platform (and whoever reaches several companies) chooses one; the others have theirs.
  const companies = tenantsToChoose('company', navigation, session.userInfo);
  const shown = companies === undefined || companyId !== undefined;
  const query = useMemo<HistoryQuery>(
    () => (companyId === undefined ? days : { ...days, companyId }),
    [days, companyId],
  );
  return (
    <section className={styles.page}>
      <ScreenHeader title={t(route.title)} subtitle={t('marketingHistory:hint')} />
      {companies !== undefined && (
        <div className={styles.choice}>
          <TenantSelect
            kind="company"
            tenants={companies}
            value={companyId}
            onChange={setCompanyId}
            prompt={t('marketingHistory:filters.chooseCompany')}
          />
        </div>
      )}
      {shown && (
        <>
          <HistoryFilters query={days} onChange={setDays} />
          <div className={styles.actions}>
            <HistoryExport query={query} />
          </div>
          {/* A new question starts again at its first page. */}
          <HistoryView key={JSON.stringify(query)} query={query} />
        </>
      )}
    </section>
  );
});
