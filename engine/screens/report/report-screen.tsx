// A declared report on the screen (docs/schemas.md "Reports"): its filters and its export to a
// spreadsheet, each part's chart and table, and how fresh the figures are. Pages of our own (the
// home page, the business analytics pages) place it with their report's name and first question;
// the server scopes every answer.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../client/file-download';
import { formatDate } from '../../client/format/date-format';
import { reportFile, type ReportBody } from '../../protocol/report';
import { DownloadButton } from '../download-button';
import { LoadFailure } from '../load-failure';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { ReportFilters, type ReportLists } from './report-filters';
import { ReportPartView } from './report-part-view';
import { useReport } from './use-report';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  stamp: { color: tokens.colorNeutralForeground2 },
  parts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
});

export interface ReportScreenProps {
  /** The declared report's name. */
  report: string;
  initialQuery: ReportBody;
  /** Where the filters' choices come from. */
  lists: ReportLists;
}

export function ReportScreen({ report, initialQuery, lists }: ReportScreenProps) {
  const styles = useStyles();
  const { t } = useTranslation(['engine', 'reports']);
  const [query, setQuery] = useState(initialQuery);
  const [attempt, setAttempt] = useState(0);
  const read = useReport(report, query, attempt);
  const comparedLabel = query.compare ? t(`engine:report.windows.${query.compare}`) : null;
  const offered = read.state === 'ready' ? read.answer : null;
  // The file of the question on the screen; a refusal is told by the request layer, as any call's.
  const exportFile = () =>
    downloadFile(
      `/report/${encodeURIComponent(report)}/export`,
      reportFile(report, query.from, query.to),
      query,
    ).catch(() => undefined);
  return (
    <div className={styles.screen}>
      <div className={styles.bar}>
        <ReportFilters
          query={query}
          onChange={setQuery}
          // What the report offers is known from its first answer.
          lists={{
            shops: offered?.filters.includes('shops') ? lists.shops : null,
            scenes: offered?.filters.includes('scene') ? lists.scenes : null,
          }}
        />
        <Button onClick={() => setAttempt((n) => n + 1)} disabled={read.state === 'loading'}>
          {t('engine:report.refresh')}
        </Button>
        <DownloadButton
          label={t('engine:report.export')}
          // The file answers the question on the screen, so it waits for that question's answer.
          disabled={read.state !== 'ready' || read.refreshing}
          onDownload={exportFile}
        >
          {t('engine:report.export')}
        </DownloadButton>
      </div>
      {read.state === 'loading' && <LoadingSpinner />}
      {read.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {read.state === 'ready' && (
        <>
          <Caption1 as="p" className={styles.stamp} role="status">
            {read.answer.freshness
              ? t('engine:report.freshness', { at: formatDate(read.answer.freshness) })
              : t('engine:report.noData')}
          </Caption1>
          <div className={styles.parts} aria-busy={read.refreshing}>
            {read.answer.parts.map((part) => (
              <ReportPartView
                key={part.name}
                part={part}
                from={read.answer.from}
                comparedLabel={comparedLabel}
                t={t}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
