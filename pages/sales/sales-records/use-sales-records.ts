// One page of sales records for a question, asked again when the question, the page or `attempt`
// changes; the page shown stays until the next arrives.
import { usePutAnswer } from '../../../engine/client';
import type { SalesRecord } from '../../../protocol/sales-record';
import type { SalesRecordQuery } from './sales-record-query';

export type RecordsRead =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: SalesRecord[]; count: number };

export function useSalesRecords(
  query: SalesRecordQuery,
  pageNumber: number,
  pageSize: number,
  attempt: number,
): RecordsRead {
  const read = usePutAnswer<SalesRecord[]>('/sales/record', { ...query, pageNumber, pageSize }, attempt);
  return read.state === 'ready'
    ? { state: 'ready', records: read.data, count: read.count ?? read.data.length }
    : read;
}
