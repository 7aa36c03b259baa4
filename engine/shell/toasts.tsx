// The toaster that shows the queued notices: failures for 5 seconds, successes for 2 (core spec §8,
// §9). Its own chunk, fetched with the first notice (notices.tsx).
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { noticeQueue } from '../client/notice-queue';
import { NOTICE_MS, SUCCESS_MS } from '../protocol/constants';

const TOASTER_ID = 'app-notices';

export function Toasts() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  // Runs after the Toaster's own effects, so it is listening when the waiting notices arrive.
  useEffect(
    () =>
      noticeQueue.drain(({ message, intent }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{message}</ToastTitle>
          </Toast>,
          { intent, timeout: intent === 'success' ? SUCCESS_MS : NOTICE_MS },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={TOASTER_ID} position="top-end" />;
}
