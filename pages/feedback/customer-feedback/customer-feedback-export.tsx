// An export of the feedback the question finds (PUT /pro-api/feedback/customer/export): the server
// runs it as a background job, so the screen shows its progress, then offers its file; it is also
// among the download tasks, to be fetched later.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadFile } from '../../../engine/client';
import { jobFilePath } from '../../../engine/protocol';
import { DownloadButton, JobProgress } from '../../../engine/screens';
import { customerFeedbackFile, type CustomerFeedbackQuery } from '../../../protocol/customer-feedback';

const useStyles = makeStyles({
  export: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
});

type Exporting = { state: 'idle' } | { state: 'running'; jobId: string } | { state: 'ready'; jobId: string };

export function CustomerFeedbackExport({ query }: { query: CustomerFeedbackQuery }) {
  const styles = useStyles();
  const { t } = useTranslation('feedback');
  const [exporting, setExporting] = useState<Exporting>({ state: 'idle' });
  const start = () =>
    api.put<{ jobId: string }>('/feedback/customer/export', query).then(
      ({ data }) => setExporting({ state: 'running', jobId: data.jobId }),
      // The request layer has told why.
      () => undefined,
    );
  const file = customerFeedbackFile(query.from, query.to);
  return (
    <div className={styles.export}>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() => void start()}
        disabled={exporting.state === 'running'}
      >
        {t('feedback:export.start')}
      </Button>
      {exporting.state !== 'idle' && (
        <JobProgress
          key={exporting.jobId}
          jobId={exporting.jobId}
          label={t('feedback:export.progress', { file })}
          onEnd={(job) => job.state === 'done' && setExporting({ state: 'ready', jobId: job.id })}
        />
      )}
      {exporting.state === 'ready' && (
        <DownloadButton
          label={t('feedback:export.download', { file })}
          onDownload={() => downloadFile(jobFilePath(exporting.jobId), file).catch(() => undefined)}
        >
          {t('feedback:export.download', { file })}
        </DownloadButton>
      )}
    </div>
  );
}
