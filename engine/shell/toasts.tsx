// The toaster that shows the queued notices: failures for 5 seconds, successes for 2 (core spec §8,
// §9). Its own chunk, fetched with the first notice (notices.tsx). Its toasts are drawn inside a
// named region, so the page's content stays within landmarks while one shows (axe's region rule).
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeQueue } from '../client/notice-queue';
import { NOTICE_MS, SUCCESS_MS } from '../protocol/constants';

const TOASTER_ID = 'app-notices';

export function Toasts() {
  const { t } = useTranslation('shell');
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const { dispatchToast } = useToastController(TOASTER_ID);
  // Runs after the Toaster's own effects (it mounts once its region is there), so it is listening
  // when the waiting notices arrive.
  useEffect(() => {
    if (!region) return undefined;
    return noticeQueue.drain(({ message, intent }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'success' ? SUCCESS_MS : NOTICE_MS },
      ),
    );
  }, [dispatchToast, region]);
  return (
    <section ref={setRegion} aria-label={t('shell:notices')}>
      {region && <Toaster toasterId={TOASTER_ID} position="top-end" mountNode={region} />}
    </section>
  );
}
