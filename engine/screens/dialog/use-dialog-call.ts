// The call a dialog's confirm button runs: pending while it runs, done (the dialog closes) when it
// succeeds, and its failure's message kept in the dialog, so the operator can correct and retry.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import { RequestError } from '../../client/request-error';
import { failureText } from '../failure-text';

export interface DialogCall {
  pending: boolean;
  /** The last failure in the UI language, or undefined. */
  message: string | undefined;
  run(): Promise<void>;
}

export function useDialogCall(call: () => Promise<unknown>, onDone: () => void): DialogCall {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RequestError | null>(null);
  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await call();
      onDone();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setFailure(error);
    } finally {
      setPending(false);
    }
  };
  return { pending, message: failureText(failure, currentLanguage(i18n)), run };
}
