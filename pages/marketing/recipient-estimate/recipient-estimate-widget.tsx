// The task form's recipient estimate (issue 25 item 2, business §5 "check actual recipient count;
// check email address for preview"): it reads the fields beside it through the form's context, asks
// the server's estimate as the filter, channels or content change (estimate-requests.ts), and offers
// the preview below. Its own value, the saved task's count, is the server's and is never edited.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBar } from '../../../engine/shell';
import { engineFormContext } from '../../../engine/widgets';
import { estimateTask, sendPreview } from './estimate-api';
import { EstimateFigures } from './estimate-figures';
import { EstimateRequests } from './estimate-requests';
import { PreviewSender } from './preview-sender';
import { PreviewSending } from './preview-sending';
import { taskDraftOf } from './task-draft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  figures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  quiet: { color: tokens.colorNeutralForeground3 },
});

const shownAlways = () => true;

// rjsf takes a widget only as a plain function, not as observer's memo: the observing part sits inside.
export function RecipientEstimateWidget(props: WidgetProps) {
  return <RecipientEstimate {...props} />;
}

const RecipientEstimate = observer(function RecipientEstimate({ id, registry }: WidgetProps) {
  const styles = useStyles();
  const { t } = useTranslation('marketingEstimate');
  const context = engineFormContext(registry.formContext);
  const [requests] = useState(() => new EstimateRequests(estimateTask));
  const [preview] = useState(() => new PreviewSending(sendPreview));
  const draft = taskDraftOf(context?.values?.() ?? {}, context?.isVisible ?? shownAlways);
  // Every render hands the draft over; the store asks again only when it changed.
  useEffect(() => requests.follow(draft));
  useEffect(() => requests.cancel, [requests]);
  const { estimate, failure, pending } = requests;
  return (
    <div className={styles.root}>
      {/* The label of the field names this output; the figures are read out as they change. */}
      <output id={id} aria-live="polite" className={styles.figures}>
        {!draft && <Text className={styles.quiet}>{t('chooseChannel')}</Text>}
        {draft && pending && <Text className={styles.quiet}>{t('working')}</Text>}
        {draft && estimate && !pending && <EstimateFigures estimate={estimate} channels={draft.channels} />}
      </output>
      {draft && failure !== null && !pending && <AlertBar message={failure || t('failed')} />}
      <Text size={200} className={styles.quiet}>
        {t('recipientsHint')}
      </Text>
      <PreviewSender preview={preview} draft={draft} />
    </div>
  );
});
