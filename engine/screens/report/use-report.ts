// One declared report's answer for a question (PUT /pro-api/report/{name}), asked again whenever the
// question changes or `attempt` moves (a refresh); the answer shown stays until the next arrives.
import type { ReportAnswer, ReportBody } from '../../protocol/report';
import { usePutAnswer } from '../../client/use-put-answer';

export type ReportRead =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; answer: ReportAnswer; refreshing: boolean };

export function useReport(name: string, query: ReportBody, attempt: number): ReportRead {
  const read = usePutAnswer<ReportAnswer>(`/report/${encodeURIComponent(name)}`, query, attempt);
  return read.state === 'ready' ? { state: 'ready', answer: read.data, refreshing: read.refreshing } : read;
}
