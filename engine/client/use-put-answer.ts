// A query sent as PUT (a report, a page of records), asked again whenever its body or `attempt`
// changes (a refresh); the answer shown stays until the next arrives, so a change of filter does
// not blank the screen, and a failure (the request layer has told why) keeps it too.
import { useEffect, useState } from 'react';
import { api } from './http';

export type AnswerRead<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; data: T; count: number | undefined; refreshing: boolean };

/** What came back for which question: an answer, or a failure. */
interface Arrival<T> {
  asked: string;
  answer: { data: T; count: number | undefined } | null;
}

export function usePutAnswer<T>(path: string, query: object, attempt: number): AnswerRead<T> {
  const body = JSON.stringify(query);
  const asked = `${path} ${body} ${attempt}`;
  const [latest, setLatest] = useState<Arrival<T> | null>(null);
  const [shown, setShown] = useState<{ data: T; count: number | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    api.put<T>(path, JSON.parse(body) as object).then(
      ({ data, count }) => {
        if (!live) return;
        setLatest({ asked, answer: { data, count } });
        setShown({ data, count });
      },
      () => live && setLatest({ asked, answer: null }),
    );
    return () => {
      live = false;
    };
  }, [path, body, asked]);
  const settled = latest?.asked === asked;
  if (shown) return { state: 'ready', ...shown, refreshing: !settled };
  return settled ? { state: 'failed' } : { state: 'loading' };
}
