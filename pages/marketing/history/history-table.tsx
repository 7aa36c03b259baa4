// A page of the history's runs as the engine's table of a history: when each started, the task (the
// birthday run by its kind), its occurrence and state, its recipients, each channel's sent, failed
// and skipped, and the credits it used. Its rows are found by the table's name (its heading).
import type { DetailColumn } from '../../../engine/schema';
import { DetailListTable } from '../../../engine/screens';
import type { Translate } from '../../../engine/screens';
import {
  HISTORY_CHANNELS,
  RUN_KINDS,
  RUN_STATUSES,
  type HistoryPage,
  type HistoryRun,
} from '../../../protocol/marketing-history';

const labelsOf = (codes: readonly string[], prefix: string) =>
  Object.fromEntries(codes.map((code) => [code, `marketingHistory:${prefix}.${code}`]));

const COLUMNS: DetailColumn[] = [
  { key: 'startedAt', title: 'marketingHistory:columns.startedAt', format: 'moment' },
  { key: 'name', title: 'marketingHistory:columns.name', format: 'text' },
  {
    key: 'kind',
    title: 'marketingHistory:columns.kind',
    format: 'text',
    labels: labelsOf(RUN_KINDS, 'kinds'),
  },
  { key: 'occurrence', title: 'marketingHistory:columns.occurrence', format: 'text' },
  {
    key: 'status',
    title: 'marketingHistory:columns.status',
    format: 'text',
    labels: labelsOf(RUN_STATUSES, 'statuses'),
  },
  { key: 'recipients', title: 'marketingHistory:columns.recipients', format: 'count' },
  ...HISTORY_CHANNELS.map((channel): DetailColumn => ({
    key: channel,
    title: `marketingHistory:tallies.${channel}`,
    format: 'text',
  })),
  { key: 'credits', title: 'marketingHistory:columns.credits', format: 'count' },
];

/** A run as the table's row: a channel's outcomes as "sent / failed / skipped". */
export function historyRow(run: HistoryRun, t: Translate): Record<string, string | number | null> {
  const tallies = Object.fromEntries(
    HISTORY_CHANNELS.map((channel) => {
      const { sent, failed, skipped } = run.channels[channel];
      return [channel, `${sent} / ${failed} / ${skipped}`];
    }),
  );
  return {
    startedAt: run.startedAt,
    name: run.name || t(`marketingHistory:kinds.${run.kind}`),
    kind: run.kind,
    occurrence: run.occurrence,
    status: run.status,
    recipients: run.recipients,
    ...tallies,
    credits: run.credits,
  };
}

export interface HistoryTableProps {
  page: HistoryPage;
  pageNumber: number;
  onPage(pageNumber: number): void;
  headingId: string;
  title: string;
  t: Translate;
}

export function HistoryTable({ page, pageNumber, onPage, headingId, title, t }: HistoryTableProps) {
  return (
    <div data-testid="marketing-history-runs">
      <DetailListTable
        columns={COLUMNS}
        rows={page.rows.map((run) => historyRow(run, t))}
        count={page.count}
        pageNumber={pageNumber}
        onPage={onPage}
        headingId={headingId}
        title={title}
        wide
      />
    </div>
  );
}
