// A download task as the downloads list shows it (GET /pro-api/jobs, docs/api.md "Background jobs"):
// a background job whose kind makes a file, in business §4's three states. Shared by the server,
// which answers them, and the client, which draws them.
import type { BackgroundJobState } from './background-job';

export type DownloadState = 'processing' | 'downloadable' | 'failed';

/** Business §4's states over the job's: waiting and working are both "processing". */
export function downloadStateOf(state: BackgroundJobState): DownloadState {
  if (state === 'done') return 'downloadable';
  if (state === 'failed') return 'failed';
  return 'processing';
}

/** A file a finished job serves: a GET path under /pro-api, and the name a browser saves it as. */
export interface DownloadFile {
  path: string;
  name: string;
}

export interface DownloadTask {
  id: string;
  kind: string;
  /** What kind of file it is, a translation key (`payments:sheet.task`). */
  title: string;
  /** What it is the file of (a coupon's name as it is now); null when that is gone. */
  subject: string | null;
  state: DownloadState;
  /** Units done out of total; total is null until the job knows it. */
  done: number;
  total: number | null;
  /** Why the last attempt failed: a translation key (ns:key) or a provider's own words. */
  reason: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** Only when downloadable. */
  file: DownloadFile | null;
}
