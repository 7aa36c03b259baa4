// One page of sales records for a question, asked again when the question, the page or `attempt`
// changes; the page shown stays until the next arrives.
import { useEffect, useState } from 'react';
import { api } from '../../engine/client/http';
import type { SalesRecord } from '../../protocol/sales-record';
import type { SalesRecordQuery } from './sales-record-query';

export type RecordsRead =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: SalesRecord[]; count: number };

export function useSalesRecords(
  query: SalesRecordQuery,
  pageNumber: number,
  pageSize: number,
  attempt: number,
): RecordsRead {
  const body = JSON.stringify({ ...query, pageNumber, pageSize });
  const asked = `${body} ${attempt}`;
  const [read, setRead] = useState<{ asked: string; read: RecordsRead } | null>(null);
  useEffect(() => {
    let live = true;
    api.put<SalesRecord[]>('/sales/record', JSON.parse(body) as object).then(
      ({ data, count }) =>
        live && setRead({ asked, read: { state: 'ready', records: data, count: count ?? data.length } }),
      // The request layer has told why.
      () =>
        live &&
        setRead((before) => ({
          asked,
          read: before?.read.state === 'ready' ? before.read : { state: 'failed' },
        })),
    );
    return () => {
      live = false;
    };
  }, [body, asked]);
  if (!read) return { state: 'loading' };
  return read.read;
}
