// An export of the sales records (issue 13 item 7): a background job that reads the records in
// chunks and streams them into a spreadsheet (engine/server/exports/xlsx-writer.ts), its progress
// the rows written, its file kept with the job and listed among the download tasks. A month of a
// ten-shop chain is about 170,000 rows: never held whole, neither here nor in the browser.
import { XLSX_MEDIA_TYPE } from '../../engine/server';
import { keepWorkbook } from '../kept-workbook';
import type { JobContext, ModuleKit, XlsxFormat, XlsxRow } from '../../engine/server';
import { jobFilePath } from '../../engine/protocol';
import type { OrderType } from '../../protocol/pos-order';
import { SALES_MONEY_KEYS, salesRecordsFile, type SalesRecord } from '../../protocol/sales-record';
import { wallClock } from '../../protocol/wall-clock';
import { salesRecordChunks, salesRecordCount, type SalesRecordFilter } from './sales-records';
import type { ResourceSchema } from '../../engine/schema';

export const SALES_RECORDS_EXPORT = 'salesRecordsExport';
/** The navigation route whose holders may read the records, and so download their export. */
export const SALES_RECORD_PRIVILEGE = 'manage_sales_record';
const CHUNK = 5_000;

/** The export's columns in order: §3's fields, each with its label key and how it is written. */
export const EXPORT_COLUMNS: readonly { key: keyof SalesRecord; format: XlsxFormat }[] = [
  { key: 'ticketNumber', format: 'text' },
  { key: 'orderId', format: 'text' },
  { key: 'orderNo', format: 'text' },
  { key: 'time', format: 'date' },
  { key: 'shop', format: 'text' },
  { key: 'table', format: 'text' },
  { key: 'guests', format: 'count' },
  { key: 'type', format: 'text' },
  { key: 'status', format: 'text' },
  { key: 'items', format: 'text' },
  ...SALES_MONEY_KEYS.map((key) => ({ key, format: 'money' as const })),
  { key: 'paymentMethods', format: 'text' },
  { key: 'coupon', format: 'text' },
  { key: 'pickupTime', format: 'date' },
  { key: 'remarks', format: 'text' },
];

export interface SalesExportPayload {
  companyId: number;
  /** null: every shop of the company. */
  shopIds: number[] | null;
  from: string;
  to: string;
  search?: string;
  type?: OrderType;
  /** The requester reads English: shops by their English names. */
  english: boolean;
  /** The sheet's words in the requester's language, read when the export was asked for. */
  texts: {
    sheet: string;
    headers: Record<string, string>;
    /** Order types, line kinds, payment methods, "deleted". */
    values: Record<string, string>;
  };
}

const filterOf = (payload: SalesExportPayload): SalesRecordFilter => ({
  from: payload.from,
  to: payload.to,
  companies: [payload.companyId],
  shops: payload.shopIds ?? 'all',
  ...(payload.search ? { search: payload.search } : {}),
  ...(payload.type ? { type: payload.type } : {}),
  english: payload.english,
});

function rowOf(record: SalesRecord, values: Record<string, string>): XlsxRow {
  // Moments as the shop's own clocks showed them: year-month-day hour:minute.
  const momentText = (iso: string | null) =>
    iso === null ? null : wallClock(Date.parse(iso), record.timeZone).text;
  const named = (key: string) => values[key] ?? key;
  const items = record.items
    .map((item) => `${item.quantity} × ${item.name}${item.deleted ? ` (${named('deleted')})` : ''}`)
    .join('; ');
  return {
    ...record,
    time: momentText(record.time),
    pickupTime: momentText(record.pickupTime),
    type: named(record.type),
    status: named(`status.${record.status}`),
    items,
    paymentMethods: record.paymentMethods.map(named).join(', '),
  } as unknown as XlsxRow;
}

async function* rowsOf(chunks: AsyncIterable<SalesRecord[]>, payload: SalesExportPayload) {
  for await (const records of chunks) yield records.map((record) => rowOf(record, payload.texts.values));
}

/** Writes the export's workbook as the job's kept file, its shops' names read from `shops`. */
const exportRecords =
  (shops: ResourceSchema) =>
  async (context: JobContext<SalesExportPayload>): Promise<unknown> => {
    const { db, payload } = context;
    const filter = filterOf(payload);
    return keepWorkbook(context, {
      texts: payload.texts,
      columns: EXPORT_COLUMNS,
      rows: rowsOf(salesRecordChunks(db, shops, filter, CHUNK), payload),
      total: await salesRecordCount(db, filter),
      name: salesRecordsFile(payload.from, payload.to),
    });
  };

/** Defines the export's job kind on the app's kit (sales-module.ts). */
export function defineSalesRecordsExport(kit: ModuleKit, shops: ResourceSchema): void {
  kit.job<SalesExportPayload>(SALES_RECORDS_EXPORT, exportRecords(shops), {
    download: {
      title: 'sales:export.task',
      subjects: async (payloads) => payloads.map((payload) => `${payload.from} – ${payload.to}`),
      file: (payload, jobId) => ({
        path: jobFilePath(jobId),
        name: salesRecordsFile(payload.from, payload.to),
      }),
      privilege: SALES_RECORD_PRIVILEGE,
      keptMediaType: XLSX_MEDIA_TYPE,
    },
  });
}
