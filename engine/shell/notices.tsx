// Failures of background calls show as toasts for 5 seconds (core spec §8, §9); a screen's success
// ("Saved") shows for 2 seconds. Forms that show their own failure opt out per call with
// `notify: false`. One toaster for the whole app, so a toast survives the navigation it caused.
import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_MS, SUCCESS_MS } from '../protocol/constants';
import { configureHttp } from '../client/http-bindings';
import { takeLanguageSwitched } from '../client/language-reload';

const TOASTER_ID = 'app-notices';

export type NoticeIntent = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast from anywhere below the app's Notices. */
export function useNotify(): (message: string, intent?: NoticeIntent) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (message, intent = 'success') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'success' ? SUCCESS_MS : NOTICE_MS },
      ),
    [dispatchToast],
  );
}

export function Notices() {
  const notify = useNotify();
  const { t } = useTranslation('shell');
  useEffect(() => {
    configureHttp({ onError: (message) => notify(message, 'error') });
    return () => configureHttp({ onError: () => undefined });
  }, [notify]);
  // Core spec §4: the page reloaded for a language switch says it worked (key dlzcmk_qhyycg). Here,
  // because the toaster below is listening by the time this runs.
  useEffect(() => {
    if (takeLanguageSwitched(sessionStorage)) notify(t('shell:languageSwitched'));
  }, [notify, t]);
  return <Toaster toasterId={TOASTER_ID} position="top-end" />;
}
