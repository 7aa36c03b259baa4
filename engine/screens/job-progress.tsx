// A background job's progress on a screen (docs/schemas.md "Background jobs"): it asks the server
// about once a second until the job ends, shows how far it is to sight and to a screen reader (a
// progressbar with its values and label), then says done or failed, with the translated reason.
import { Body1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../client/http';
import { keyNamespace, shownText } from '../client/translation-key';
import type { BackgroundJobStatus } from '../protocol/background-job';

const POLL_MS = 1_000;

const useStyles = makeStyles({
  job: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface JobProgressProps {
  jobId: string;
  /** What the job does, as the screen names it ("Generating 10,000 codes"): the bar's label. */
  label: string;
  /** Told once, when the job ends, with its last state (a screen then offers the result). */
  onEnd?: (job: BackgroundJobStatus) => void;
}

function useJob(jobId: string, onEnd: JobProgressProps['onEnd']): BackgroundJobStatus | undefined {
  const [job, setJob] = useState<BackgroundJobStatus>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      // A failed read is told by the request layer; the next poll tries again.
      const answer = await api.get<BackgroundJobStatus>(`/jobs/${jobId}`).catch(() => undefined);
      if (stopped) return;
      if (answer) setJob(answer.data);
      if (answer && (answer.data.state === 'done' || answer.data.state === 'failed')) onEnd?.(answer.data);
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, onEnd]);
  return job;
}

export function JobProgress({ jobId, label, onEnd }: JobProgressProps) {
  const styles = useStyles();
  const job = useJob(jobId, onEnd);
  // A reason is a translation key or a provider's own words, shown as they are.
  const reasonNamespace = keyNamespace(job?.reason);
  const { t } = useTranslation(['jobs', ...(reasonNamespace ? [reasonNamespace] : [])]);
  const total = job?.total ?? null;
  const done = job?.done ?? 0;
  const ended = job?.state === 'done' || job?.state === 'failed';
  const status = !job
    ? t('jobs:state.queued')
    : job.state === 'failed'
      ? t('jobs:state.failed', { reason: shownText(t, job.reason ?? '') })
      : total === null
        ? t(`jobs:state.${job.state}`)
        : t('jobs:count', { done, total });
  return (
    <div className={styles.job}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : done}
        aria-valuetext={status}
      >
        <ProgressBar
          aria-hidden
          value={job?.state === 'done' ? 1 : total ? done / total : undefined}
          color={job?.state === 'failed' ? 'error' : job?.state === 'done' ? 'success' : 'brand'}
        />
      </div>
      <Body1 role={ended ? 'status' : undefined}>
        {job?.state === 'done' ? t('jobs:state.done') : status}
      </Body1>
    </div>
  );
}
