// A failed call's message in the current UI language: the envelope is read again, so switching the
// language re-translates a message already on screen.
import type { Language } from '../client/language';
import { pickMessage } from '../client/language';
import type { RequestError } from '../client/request-error';

export function failureText(error: RequestError | null, language: Language): string | undefined {
  if (!error || error.silent) return undefined;
  return error.envelope ? pickMessage(language, error.envelope) || error.message : error.message;
}
