// A download task's state (business §4) as a badge: processing with the job's progress bar,
// downloadable, or failed with its reason in the reader's words.
import { Badge, Body1, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../../engine/client';
import type { DownloadState, DownloadTask } from '../../../engine/protocol';
import { JobProgress } from '../../../engine/screens';

const useStyles = makeStyles({
  status: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  progress: { alignSelf: 'stretch', minWidth: '160px' },
  reason: { color: tokens.colorPaletteRedForeground1 },
});

const COLOURS: Record<DownloadState, BadgeProps['color']> = {
  processing: 'informative',
  downloadable: 'success',
  failed: 'danger',
};

/** `file` names the task for the progress bar's label ("Making Coupon sheets: Lunch coupon"). */
export function TaskStatus({ task, file }: { task: DownloadTask; file: string }) {
  const styles = useStyles();
  const { t } = useTranslation('jobs');
  return (
    <div className={styles.status}>
      <Badge appearance="tint" color={COLOURS[task.state]}>
        {t(`jobs:downloads.states.${task.state}`)}
      </Badge>
      {task.state === 'processing' && (
        <div className={styles.progress}>
          <JobProgress jobId={task.id} label={t('jobs:downloads.making', { file })} />
        </div>
      )}
      {task.state === 'failed' && task.reason && (
        <Body1 className={styles.reason}>{shownText(t, task.reason)}</Body1>
      )}
    </div>
  );
}
