// A page opened from a mailed link asks the server first whether the link still works, and shows
// the form only then: otherwise the server's "the link has expired" message (business spec §8).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, pickMessage, RequestError } from '../../../engine/client';

export type LinkCheck<T> =
  { state: 'checking' } | { state: 'valid'; value: T } | { state: 'dead'; message: string };

/** `check` must keep its identity between renders (a module function or a memoised one). */
export function useLinkCheck<T>(code: string | null, check: (code: string) => Promise<T>): LinkCheck<T> {
  const { t, i18n } = useTranslation('status');
  const language = currentLanguage(i18n);
  const [result, setResult] = useState<LinkCheck<T> | { state: 'failed'; error: RequestError }>({
    state: 'checking',
  });
  useEffect(() => {
    if (!code) return undefined;
    let current = true;
    check(code)
      .then((value) => current && setResult({ state: 'valid', value }))
      .catch((error: unknown) => {
        if (!(error instanceof RequestError)) throw error;
        if (current) setResult({ state: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [code, check]);
  // An address without its code is a link cut short: to its reader, a link that does not work.
  if (!code) return { state: 'dead', message: t('status:linkExpired') };
  if (result.state !== 'failed') return result;
  // Read in the current language each time, so a language switch re-reads the server's message.
  const { envelope, message } = result.error;
  return { state: 'dead', message: envelope ? pickMessage(language, envelope) : message };
}
