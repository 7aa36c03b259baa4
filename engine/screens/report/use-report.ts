// One declared report's answer for a question (PUT /pro-api/report/{name}), asked again whenever the
// question changes or `attempt` moves (a refresh); the answer shown stays until the next arrives, so
// a change of filter does not blank the charts.
import { useEffect, useState } from 'react';
import { api } from '../../client/http';
import type { ReportAnswer, ReportBody } from '../../protocol/report';

export type ReportRead =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: ReportAnswer; refreshing: boolean };

/** What came back for which question: an answer, or a failure the request layer has told. */
interface Arrival {
  asked: string;
  answer: ReportAnswer | null;
}

export function useReport(name: string, query: ReportBody, attempt: number): ReportRead {
  const body = JSON.stringify(query);
  const asked = `${name} ${body} ${attempt}`;
  const [latest, setLatest] = useState<Arrival | null>(null);
  const [shown, setShown] = useState<ReportAnswer | null>(null);
  useEffect(() => {
    let live = true;
    api.put<ReportAnswer>(`/report/${encodeURIComponent(name)}`, JSON.parse(body) as ReportBody).then(
      ({ data }) => {
        if (!live) return;
        setLatest({ asked, answer: data });
        setShown(data);
      },
      () => live && setLatest({ asked, answer: null }),
    );
    return () => {
      live = false;
    };
  }, [name, body, asked]);
  const settled = latest?.asked === asked;
  if (shown) return { state: 'ready', answer: shown, refreshing: !settled };
  return settled ? { state: 'failed' } : { state: 'loading' };
}
