// The marketing history's export: the product's way of exporting a list (as the sales records'), a
// background job that streams the runs the question finds into a spreadsheet (engine/server/exports),
// keeps the file with the job and lists it among the download tasks.
import { XLSX_MEDIA_TYPE } from '../../../engine/server';
import { keepWorkbook } from '../../kept-workbook';
import type { JobContext, ModuleKit, XlsxFormat, XlsxRow } from '../../../engine/server';
import { jobFilePath } from '../../../engine/protocol';
import { HISTORY_CHANNELS, historyFile, type HistoryRun } from '../../../protocol/marketing-history';
import { wallClock } from '../../../protocol/wall-clock';
import { historyChunks, historyPage, type HistoryFilter } from './history-runs';

export const HISTORY_EXPORT = 'marketingHistoryExport';
/** The history's navigation route, whose holders may read it, and so download its export. */
export const HISTORY_PAGE = 'marketing_history';
const CHUNK = 1_000;

const TALLY_COLUMNS = HISTORY_CHANNELS.flatMap((channel) =>
  (['sent', 'failed', 'skipped'] as const).map((status) => ({
    key: `${channel}.${status}`,
    format: 'count' as const,
  })),
);

/** The export's columns in order, each with its label key in `texts.headers`. */
export const EXPORT_COLUMNS: readonly { key: string; format: XlsxFormat }[] = [
  { key: 'startedAt', format: 'date' },
  { key: 'name', format: 'text' },
  { key: 'kind', format: 'text' },
  { key: 'occurrence', format: 'text' },
  { key: 'status', format: 'text' },
  { key: 'dueAt', format: 'date' },
  { key: 'finishedAt', format: 'date' },
  { key: 'recipients', format: 'count' },
  ...TALLY_COLUMNS,
  { key: 'credits', format: 'count' },
];

export interface HistoryExportPayload {
  filter: HistoryFilter;
  /** The sheet's words in the requester's language, read when the export was asked for. */
  texts: {
    sheet: string;
    headers: Record<string, string>;
    /** Kinds (`kind.task`) and statuses (`status.finished`). */
    values: Record<string, string>;
  };
}

function rowOf(run: HistoryRun, { filter, texts }: HistoryExportPayload): XlsxRow {
  // Moments on the company's clocks, as the history's page shows them.
  const moment = (iso: string | null) => (iso === null ? null : wallClock(Date.parse(iso), filter.zone).text);
  const tallies = Object.fromEntries(
    HISTORY_CHANNELS.flatMap((channel) =>
      Object.entries(run.channels[channel]).map(([status, count]) => [`${channel}.${status}`, count]),
    ),
  );
  return {
    startedAt: moment(run.startedAt),
    name: run.name || (texts.values[`kind.${run.kind}`] ?? run.kind),
    kind: texts.values[`kind.${run.kind}`] ?? run.kind,
    occurrence: run.occurrence,
    status: texts.values[`status.${run.status}`] ?? run.status,
    dueAt: moment(run.dueAt),
    finishedAt: moment(run.finishedAt),
    recipients: run.recipients,
    ...tallies,
    credits: run.credits,
  };
}

async function* rowsOf(payload: HistoryExportPayload, chunks: AsyncIterable<HistoryRun[]>) {
  for await (const runs of chunks) yield runs.map((run) => rowOf(run, payload));
}

async function exportHistory(context: JobContext<HistoryExportPayload>): Promise<unknown> {
  const { db, payload } = context;
  const { count: total } = await historyPage(db, payload.filter, { limit: 1, offset: 0 });
  return keepWorkbook(context, {
    texts: payload.texts,
    columns: EXPORT_COLUMNS,
    rows: rowsOf(payload, historyChunks(db, payload.filter, CHUNK)),
    total,
    name: historyFile(payload.filter.from, payload.filter.to),
  });
}

/** Defines the export's job kind on the app's kit. */
export function defineHistoryExport(kit: ModuleKit): void {
  kit.job<HistoryExportPayload>(HISTORY_EXPORT, exportHistory, {
    download: {
      title: 'marketingHistory:export.task',
      subjects: async (payloads) => payloads.map(({ filter }) => `${filter.from} – ${filter.to}`),
      file: ({ filter }, jobId) => ({ path: jobFilePath(jobId), name: historyFile(filter.from, filter.to) }),
      privilege: HISTORY_PAGE,
      keptMediaType: XLSX_MEDIA_TYPE,
    },
  });
}
