// A list exported by a download task (the sales records, the marketing history): its rows written
// into one workbook as they are read, chunk by chunk, the job's progress following the rows, and the
// file kept as the job's for its download (GET /jobs/{id}/file).
import { saveJobFile, writeXlsx, XLSX_MEDIA_TYPE } from '../engine/server';
import type { JobContext, XlsxColumn, XlsxFormat, XlsxRow } from '../engine/server';

export interface Workbook {
  /** The sheet's name and each column's header, in the caller's language. */
  texts: { sheet: string; headers: Readonly<Record<string, string>> };
  columns: readonly { key: string; format: XlsxFormat }[];
  rows: AsyncIterable<XlsxRow[]>;
  /** How many rows the export holds, for its progress. */
  total: number;
  /** The kept file's name. */
  name: string;
}

/** Writes and keeps the workbook as the job's file; answers how many rows it holds. */
export async function keepWorkbook(
  { db, jobId, progress }: Pick<JobContext<unknown>, 'db' | 'jobId' | 'progress'>,
  book: Workbook,
): Promise<{ rows: number }> {
  await progress(0, book.total);
  const columns: XlsxColumn[] = book.columns.map(({ key, format }) => ({
    key,
    format,
    header: book.texts.headers[key] ?? key,
  }));
  const content = await writeXlsx(book.texts.sheet, columns, book.rows, (rows) =>
    progress(Math.min(rows, book.total), book.total),
  );
  await db.transaction((tx) =>
    saveJobFile(tx, jobId, { name: book.name, mediaType: XLSX_MEDIA_TYPE, content }),
  );
  return { rows: book.total };
}
