// One page of the caller's download tasks (GET /pro-api/jobs), read again every 2 s while any of
// them is processing, so a task turns downloadable or failed on the screen without a reload; once
// none is processing, nothing more is asked.
import { useEffect, useState } from 'react';
import { api } from '../../../engine/client';
import type { DownloadTask } from '../../../engine/protocol';

const POLL_MS = 2_000;

export type TasksRead =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; tasks: DownloadTask[]; count: number };

/** `attempt` changes to read again after a failure. */
export function useDownloadTasks(pageNumber: number, pageSize: number, attempt: number): TasksRead {
  const [read, setRead] = useState<TasksRead>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let shown = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      // A failed read is told by the request layer; a list already shown stays, and is asked again.
      const answer = await api.get<DownloadTask[]>('/jobs', { pageNumber, pageSize }).catch(() => undefined);
      if (!live) return;
      if (answer) {
        shown = true;
        setRead({ state: 'ready', tasks: answer.data, count: answer.count ?? answer.data.length });
      } else if (!shown) setRead({ state: 'failed' });
      const processing = answer ? answer.data.some((task) => task.state === 'processing') : shown;
      if (processing) timer = setTimeout(() => void load(), POLL_MS);
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pageNumber, pageSize, attempt]);
  return read;
}
