// Feeds the error log from the window (core spec §2.4): uncaught errors and unhandled promise
// rejections. A screen's render error comes through the shell's error boundary instead.
import type { ErrorLog } from './error-log';

/** Starts listening; the answer stops it. */
export function captureErrors(target: Window, log: ErrorLog): () => void {
  const onError = (event: ErrorEvent) => log.add('error', event.error ?? event.message, target.location.href);
  const onRejection = (event: PromiseRejectionEvent) =>
    log.add('rejection', event.reason, target.location.href);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
