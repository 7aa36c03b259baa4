// An export of the records the question finds (PUT /pro-api/sales/record/export): the server runs
// it as a background job, so the screen shows its progress, then offers its file; it is also among
// the download tasks, to be fetched later.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../../engine/client';
import { jobFilePath } from '../../../engine/protocol';
import { DownloadButton, JobProgress } from '../../../engine/screens';
import { salesRecordsFile } from '../../../protocol/sales-record';
import type { SalesRecordQuery } from './sales-record-query';

const useStyles = makeStyles({
  export: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
});

type Exporting = { state: 'idle' } | { state: 'running'; jobId: string } | { state: 'ready'; jobId: string };

export function SalesRecordsExport({ query }: { query: SalesRecordQuery }) {
  const styles = useStyles();
  const { t } = useTranslation('sales');
  const [exporting, setExporting] = useState<Exporting>({ state: 'idle' });
  const start = () =>
    api.put<{ jobId: string }>('/sales/record/export', query).then(
      ({ data }) => setExporting({ state: 'running', jobId: data.jobId }),
      // The request layer has told why.
      () => undefined,
    );
  const file = salesRecordsFile(query.from, query.to);
  return (
    <div className={styles.export}>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() => void start()}
        disabled={exporting.state === 'running'}
      >
        {t('sales:export.start')}
      </Button>
      {exporting.state !== 'idle' && (
        <JobProgress
          key={exporting.jobId}
          jobId={exporting.jobId}
          label={t('sales:export.progress', { file })}
          onEnd={(job) => job.state === 'done' && setExporting({ state: 'ready', jobId: job.id })}
        />
      )}
      {exporting.state === 'ready' && (
        <DownloadButton
          label={t('sales:export.download', { file })}
          onDownload={() => downloadFile(jobFilePath(exporting.jobId), file).catch(() => undefined)}
        >
          {t('sales:export.download', { file })}
        </DownloadButton>
      )}
    </div>
  );
}
