// Feeds the error log from the window (core spec §2.4): uncaught errors and unhandled promise
// rejections. A screen's render error comes through the shell's error boundary instead.
import type { ErrorLog } from './error-log';

/** Starts listening; the answer stops it. */
export function captureErrors(target: Window, log: Pick<ErrorLog, 'add'>): () => void {
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

/**
 * Holds what is thrown before the error log exists (the sign-in page drawn before the app loads),
 * then hands it over and keeps feeding that log.
 */
export function bufferErrors(target: Window): { handOver(log: ErrorLog): void } {
  const held: Parameters<ErrorLog['add']>[] = [];
  const stop = captureErrors(target, { add: (...entry) => held.push(entry) });
  return {
    handOver(log) {
      stop();
      for (const entry of held) log.add(...entry);
      captureErrors(target, log);
    },
  };
}
