// The result page's state: waiting for the server, the result it recorded, or why it refused.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, pickMessage, RequestError } from '../../../engine/client';
import type { Language } from '../../../engine/client';
import type { PosAuthorizationResult } from '../../../protocol/pos-authorization';
import { answerFromQuery, recordProviderAnswer } from './provider-answer-api';

export type ProviderResult =
  | { state: 'waiting' }
  | { state: 'recorded'; result: PosAuthorizationResult }
  | { state: 'failed'; message: string };

/**
 * A refusal in the reader's language: the messages of the fields the server named (the page has no
 * fields to mark them on), else its message, else what the transport said.
 */
export function refusalText(error: RequestError, language: Language): string {
  const { envelope } = error;
  if (!envelope) return error.message;
  const fields = envelope.errors ?? [];
  if (fields.length === 0) return pickMessage(language, envelope);
  return fields.map((field) => pickMessage(language, field)).join(' ');
}

/** Posts the answer in `search` (the page's query string) once and follows it. */
export function useProviderResult(search: string): ProviderResult {
  const { i18n } = useTranslation();
  const [outcome, setOutcome] = useState<{ result: PosAuthorizationResult } | { error: RequestError }>();
  useEffect(() => {
    let current = true;
    recordProviderAnswer(answerFromQuery(new URLSearchParams(search)))
      .then((result) => current && setOutcome({ result }))
      .catch((error: unknown) => {
        if (!(error instanceof RequestError)) throw error;
        if (current) setOutcome({ error });
      });
    return () => {
      current = false;
    };
  }, [search]);
  if (!outcome) return { state: 'waiting' };
  if ('result' in outcome) return { state: 'recorded', result: outcome.result };
  // Read in the current language each time, so a language switch re-reads the server's message.
  return { state: 'failed', message: refusalText(outcome.error, currentLanguage(i18n)) };
}
