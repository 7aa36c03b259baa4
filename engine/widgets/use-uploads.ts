// What an upload widget does between a pick and a stored path: screen the files (upload-rules.ts)
// against the server's size limit, send the rest side by side with their progress, and hand the
// stored paths back once all have answered. A refusal or a failed upload becomes the one message
// the widget shows, until the next pick.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { currentLanguage } from '../client/i18n';
import { pickMessage } from '../client/language';
import { RequestError } from '../client/request-error';
import { uploadFile } from '../client/upload-api';
import { sizeLabel, type UploadKind } from '../protocol/uploads';
import { screenPicked, type Refusal } from './upload-rules';

export interface InFlight {
  id: number;
  name: string;
  /** The share sent so far, 0 to 1. */
  share: number;
}

export interface UploadMessage {
  intent: 'warning' | 'error';
  text: string;
}

export interface UploadTarget {
  kind: UploadKind;
  /** Several paths (an array field) or one, which a new upload replaces. */
  several: boolean;
  limitNum: number;
  /** How many paths the field holds now. */
  held: number;
  onUploaded(paths: string[]): void;
}

export function useUploads({ kind, several, limitNum, held, onUploaded }: UploadTarget) {
  const { uploadLimit } = useClientStores();
  const { t, i18n } = useTranslation('uploads');
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [message, setMessage] = useState<UploadMessage>();
  const nextId = useRef(0);

  const refusalText = (refusal: Refusal): string =>
    refusal.reason === 'tooMany'
      ? t(kind === 'image' ? 'uploads:tooManyImages' : 'uploads:tooManyFiles', { limit: refusal.limitNum })
      : // One text with the server's own 413 answer.
        t('status:fileTooLarge', { limit: sizeLabel(refusal.limitBytes) });

  const failureText = (error: unknown): string => {
    if (!(error instanceof RequestError)) return String(error);
    const [problem] = error.fieldErrors;
    return problem ? pickMessage(currentLanguage(i18n), problem) : error.message;
  };

  const progress = (id: number, share: number) =>
    setInFlight((items) => items.map((item) => (item.id === id ? { ...item, share } : item)));

  async function pick(files: readonly File[]): Promise<void> {
    setMessage(undefined);
    const limitBytes = await uploadLimit.load();
    const occupied = several ? held + inFlight.length : 0;
    const { send, refusal } = screenPicked(files, { kind, limitNum, held: occupied, limitBytes });
    if (refusal)
      setMessage({ intent: refusal.reason === 'tooMany' ? 'warning' : 'error', text: refusalText(refusal) });
    if (send.length === 0) return;
    const started = send.map((file) => ({ file, item: { id: nextId.current++, name: file.name, share: 0 } }));
    const ids = new Set(started.map(({ item }) => item.id));
    setInFlight((items) => [...items, ...started.map(({ item }) => item)]);
    const results = await Promise.allSettled(
      started.map(({ file, item }) => uploadFile(kind, file, (share) => progress(item.id, share))),
    );
    setInFlight((items) => items.filter((item) => !ids.has(item.id)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) setMessage({ intent: 'error', text: failureText(failed.reason) });
    const paths = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (paths.length > 0) onUploaded(paths);
  }

  return { inFlight, message, pick };
}
