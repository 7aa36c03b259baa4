// The history's export (PUT /pro-api/marketing/history/export): a background job, as the sales
// records' is, so the screen shows its progress, then offers its file; it is also among the download
// tasks, to be fetched later.
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../../engine/client';
import { jobFilePath } from '../../../engine/protocol';
import { DownloadButton, JobProgress } from '../../../engine/screens';
import { historyFile, type HistoryQuery } from '../../../protocol/marketing-history';
import { HISTORY_PATH } from './history-api';

type Exporting = { state: 'idle' } | { state: 'running'; jobId: string } | { state: 'ready'; jobId: string };

export function HistoryExport({ query }: { query: HistoryQuery }) {
  const { t } = useTranslation('marketingHistory');
  const [exporting, setExporting] = useState<Exporting>({ state: 'idle' });
  const start = () =>
    api.put<{ jobId: string }>(`${HISTORY_PATH}/export`, query).then(
      ({ data }) => setExporting({ state: 'running', jobId: data.jobId }),
      // The request layer has told why.
      () => undefined,
    );
  const file = historyFile(query.from, query.to);
  return (
    <>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() => void start()}
        disabled={exporting.state === 'running'}
      >
        {t('marketingHistory:export.start')}
      </Button>
      {exporting.state !== 'idle' && (
        <JobProgress
          key={exporting.jobId}
          jobId={exporting.jobId}
          label={t('marketingHistory:export.progress', { file })}
          onEnd={(job) => job.state === 'done' && setExporting({ state: 'ready', jobId: job.id })}
        />
      )}
      {exporting.state === 'ready' && (
        <DownloadButton
          label={t('marketingHistory:export.download', { file })}
          onDownload={() => downloadFile(jobFilePath(exporting.jobId), file).catch(() => undefined)}
        >
          {t('marketingHistory:export.download', { file })}
        </DownloadButton>
      )}
    </>
  );
}
