// The download tasks (business §4: processing, downloadable, failed): the jobs of the kinds that
// declare a download, newest first, within the caller's reach. Each kind reads its tasks' subjects
// in one call for the page, at the time of reading.
import { downloadStateOf, type DownloadTask } from '../../protocol/download-task';
import type { Queryable } from '../db/database';
import type { Actor } from '../resources/actor';
import { SqlParams } from '../resources/sql-params';
import { visibleJobConditions } from './job-reach';
import type { JobKinds } from './job-registry';
import type { JobRow } from './job-rows';

type TaskRow = Omit<JobRow, 'company_id' | 'shop_id' | 'result'>;

export interface TaskPage {
  tasks: DownloadTask[];
  count: number;
}

/** Each row's subject, asked of its kind once per kind on the page. */
async function subjectsOf(
  db: Queryable,
  kinds: JobKinds,
  rows: readonly TaskRow[],
): Promise<Map<string, string | null>> {
  const subjects = new Map<string, string | null>();
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const found =
      (await kinds.download(kind)?.subjects(
        ofKind.map((row) => row.payload),
        db,
      )) ?? [];
    ofKind.forEach((row, i) => subjects.set(row.id, found[i] ?? null));
  }
  return subjects;
}

function taskOf(kinds: JobKinds, row: TaskRow, subject: string | null): DownloadTask {
  const download = kinds.download(row.kind);
  const state = downloadStateOf(row.state);
  return {
    id: row.id,
    kind: row.kind,
    title: download?.title ?? row.kind,
    subject,
    state,
    done: row.done,
    total: row.total,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    file: state === 'downloadable' ? (download?.file(row.payload, row.id) ?? null) : null,
  };
}

export async function readDownloadTasks(
  db: Queryable,
  kinds: JobKinds,
  actor: Actor,
  { limit, offset }: { limit: number; offset: number },
): Promise<TaskPage> {
  const params = new SqlParams();
  const where = [
    `kind = ANY(${params.add(kinds.downloadKinds())}::text[])`,
    ...visibleJobConditions(actor, params),
  ].join(' AND ');
  const [page, total] = await Promise.all([
    db.query<TaskRow>(
      `SELECT id, kind, payload, state, done, total, reason, created_at, finished_at FROM background_job
        WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM background_job WHERE ${where}`, params.values),
  ]);
  const subjects = await subjectsOf(db, kinds, page.rows);
  return {
    tasks: page.rows.map((row) => taskOf(kinds, row, subjects.get(row.id) ?? null)),
    count: total.rows[0]?.n ?? 0,
  };
}
