// Marketing history (issue 25 item 5, business §2 `marketing_history`): every run of a task (each
// occurrence) and every daily birthday run, with what its send records came to, per channel and in
// credits; the messages sent each day; and its export (server/marketing/history, docs/api.md).

export const RUN_KINDS = ['task', 'birthday'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const RUN_STATUSES = ['sending', 'finished', 'stopped', 'unfunded', 'missed', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const HISTORY_CHANNELS = ['email', 'sms', 'wallet'] as const;
export type HistoryChannel = (typeof HISTORY_CHANNELS)[number];

/** What a run's send records on one channel came to. */
export interface ChannelTally {
  sent: number;
  failed: number;
  skipped: number;
}

/** What the history is asked: started days in the company's calendar, and optionally a task and a state. */
export interface HistoryQuery {
  /** Required of the platform, which reaches every company; a company's staff read their own. */
  companyId?: number;
  from: string;
  to: string;
  /** A task's id; 0 for the birthday runs. */
  taskId?: number;
  status?: RunStatus;
}

export interface HistoryPageQuery extends HistoryQuery {
  pageNumber?: number;
  pageSize?: number;
}

export interface HistoryRun {
  /** The task's id; 0 for a birthday run. */
  taskId: number;
  /** The task's name when the run started. */
  name: string;
  kind: RunKind;
  occurrence: string;
  status: RunStatus;
  dueAt: string;
  startedAt: string;
  finishedAt: string | null;
  recipients: number;
  channels: Record<HistoryChannel, ChannelTally>;
  /** Credits used: the cost of the email and SMS messages sent or on their way. */
  credits: number;
}

export interface HistoryPage {
  rows: HistoryRun[];
  count: number;
}

/** Messages sent on one day (the company's calendar) by the runs the question finds, by channel. */
export type HistoryDay = { day: string } & Record<HistoryChannel, number>;

/** The export's file name. */
export const historyFile = (from: string, to: string): string => `marketing-history-${from}-${to}.xlsx`;
