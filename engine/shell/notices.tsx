// Failures of background calls show as toasts for 5 seconds (core spec §8, §9); a screen's success
// ("Saved") shows for 2 seconds. Forms that show their own failure opt out per call with
// `notify: false`. One toaster for the whole app, so a toast survives the navigation it caused; it
// is fetched with the first notice, not with the shell (docs/architecture.md, issue 10).
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { configureHttp } from '../client/http-bindings';
import { takeLanguageSwitched } from '../client/language-reload';
import { noticeQueue, type NoticeIntent } from '../client/notice-queue';

const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/** Shows a toast from anywhere in the app. */
export function useNotify(): (message: string, intent?: NoticeIntent) => void {
  return useCallback((message, intent = 'success') => noticeQueue.push({ message, intent }), []);
}

export function Notices() {
  const notify = useNotify();
  const { t } = useTranslation('shell');
  const used = useSyncExternalStore(noticeQueue.subscribe, () => noticeQueue.used);
  useEffect(() => {
    configureHttp({ onError: (message) => notify(message, 'error') });
    return () => configureHttp({ onError: () => undefined });
  }, [notify]);
  // Core spec §4: the page reloaded for a language switch says it worked (key dlzcmk_qhyycg).
  useEffect(() => {
    if (takeLanguageSwitched(sessionStorage)) notify(t('shell:languageSwitched'));
  }, [notify, t]);
  return used ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
