// The marketing history's reads (issue 25 item 5): the runs a question finds, newest first, each with
// what its send records came to, in one query; the messages they sent each day; and the same runs
// in chunks for the export. A run's send records are found by the send records' primary key
// (company, task, occurrence), so a page reads only its own runs' records.
import { SqlParams, type Queryable } from '../../../engine/server';
import {
  HISTORY_CHANNELS,
  type ChannelTally,
  type HistoryChannel,
  type HistoryDay,
  type HistoryPage,
  type HistoryRun,
  type RunKind,
  type RunStatus,
} from '../../../protocol/marketing-history';

export interface HistoryFilter {
  companyId: number;
  /** Started days, in the company's calendar (`zone`). */
  from: string;
  to: string;
  zone: string;
  taskId?: number;
  status?: RunStatus;
}

/** A run's `task` in its send records, as run-key.ts `sendTaskOf` writes it, alias `r`. */
const RUN_SEND_TASK_SQL = `(CASE WHEN r.task_id = 0 THEN 'birthday' ELSE 'marketing:' || r.task_id END)`;

const TALLIES = HISTORY_CHANNELS.flatMap((channel) =>
  (['sent', 'failed', 'skipped'] as const).map((status) => ({
    channel,
    status,
    column: `${channel}_${status}`,
  })),
);
const TALLY_SQL = TALLIES.map(
  ({ channel, status, column }) =>
    `count(*) FILTER (WHERE s.channel = '${channel}' AND s.status = '${status}')::int AS ${column}`,
).join(',\n      ');
// Credits are spent on a message once it is claimed: sent, or on its way.
const CREDITS_SQL = `coalesce(sum(s.cost) FILTER (WHERE s.channel IN ('email', 'sms') AND s.status IN ('sent', 'sending')), 0)::int AS credits`;

/** The runs the filter finds (`marketing_run r`), with their parameters. */
function runsWhere(filter: HistoryFilter, params: SqlParams): string {
  const zone = params.add(filter.zone);
  const conditions = [
    `r.company_id = ${params.add(filter.companyId)}`,
    `r.started_at >= (${params.add(filter.from)}::date::timestamp AT TIME ZONE ${zone})`,
    `r.started_at < ((${params.add(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone})`,
  ];
  if (filter.taskId !== undefined) conditions.push(`r.task_id = ${params.add(filter.taskId)}`);
  if (filter.status !== undefined) conditions.push(`r.status = ${params.add(filter.status)}`);
  return conditions.join(' AND ');
}

type RunRow = {
  total: number;
  task_id: number | null;
  name: string;
  kind: RunKind;
  occurrence: string;
  status: RunStatus;
  due_at: Date | string;
  started_at: Date | string;
  finished_at: Date | string | null;
  recipients: number;
  credits: number;
} & Record<string, unknown>;

const iso = (value: Date | string): string => new Date(value).toISOString();

function runOf(row: RunRow): HistoryRun {
  const tally = (channel: HistoryChannel): ChannelTally => ({
    sent: Number(row[`${channel}_sent`]),
    failed: Number(row[`${channel}_failed`]),
    skipped: Number(row[`${channel}_skipped`]),
  });
  return {
    taskId: Number(row.task_id),
    name: row.name,
    kind: row.kind,
    occurrence: row.occurrence,
    status: row.status,
    dueAt: iso(row.due_at),
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
    recipients: row.recipients,
    channels: { email: tally('email'), sms: tally('sms'), wallet: tally('wallet') },
    credits: row.credits,
  };
}

const newestFirst = (alias: string) =>
  `${alias}.started_at DESC, ${alias}.task_id DESC, ${alias}.occurrence DESC`;

/** A page of the runs the filter finds, newest first, and how many it finds. */
export async function historyPage(
  q: Queryable,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryPage> {
  const params = new SqlParams();
  // The count is read beside the page, so a page past the end still tells it.
  const { rows } = await q.query<RunRow>(
    `WITH runs AS (SELECT r.* FROM marketing_run r WHERE ${runsWhere(filter, params)}),
    page AS (SELECT * FROM runs r ORDER BY ${newestFirst('r')} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)})
    SELECT t.total, r.task_id, r.name, r.kind, r.occurrence, r.status, r.due_at, r.started_at, r.finished_at,
      r.recipients, tallies.*
    FROM (SELECT count(*)::int AS total FROM runs) t
    LEFT JOIN page r ON true
    LEFT JOIN LATERAL (
      SELECT ${TALLY_SQL},
      ${CREDITS_SQL}
      FROM send_record s
      WHERE s.company_id = r.company_id AND s.task = ${RUN_SEND_TASK_SQL} AND s.occurrence = r.occurrence
    ) tallies ON true
    ORDER BY ${newestFirst('r')}`,
    params.values,
  );
  return {
    count: rows[0]?.total ?? 0,
    rows: rows.filter((row) => row.task_id !== null).map(runOf),
  };
}

/** The runs the filter finds, newest first, `size` at a time (the export's rows). */
export async function* historyChunks(q: Queryable, filter: HistoryFilter, size: number) {
  for (let offset = 0; ; offset += size) {
    const { rows } = await historyPage(q, filter, { limit: size, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The messages the filter's runs sent on each day of its range (the company's calendar), by channel. */
export async function historyDays(q: Queryable, filter: HistoryFilter): Promise<HistoryDay[]> {
  const params = new SqlParams();
  const where = runsWhere(filter, params);
  const zone = params.add(filter.zone);
  const { rows } = await q.query<{ day: string; channel: HistoryChannel; sent: number }>(
    `SELECT to_char(s.sent_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, s.channel, count(*)::int AS sent
    FROM marketing_run r
    JOIN send_record s
      ON s.company_id = r.company_id AND s.task = ${RUN_SEND_TASK_SQL} AND s.occurrence = r.occurrence
    WHERE ${where} AND s.status = 'sent'
      AND s.sent_at >= (${params.add(filter.from)}::date::timestamp AT TIME ZONE ${zone})
      AND s.sent_at < ((${params.add(filter.to)}::date + 1)::timestamp AT TIME ZONE ${zone})
    GROUP BY 1, 2`,
    params.values,
  );
  const days = new Map(
    daysOf(filter.from, filter.to).map((day): [string, HistoryDay] => [
      day,
      { day, email: 0, sms: 0, wallet: 0 },
    ]),
  );
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) day[row.channel] = Number(row.sent);
  }
  return [...days.values()];
}
