// A background job as a screen reads it (GET /pro-api/jobs/:id, docs/api.md "Background jobs").

export type BackgroundJobState = 'queued' | 'running' | 'done' | 'failed';

export interface BackgroundJobStatus {
  id: string;
  kind: string;
  state: BackgroundJobState;
  /** Units done out of total; total is null until the job knows it. */
  done: number;
  total: number | null;
  /** Why the last attempt failed: a translation key (ns:key) or a provider's own words. */
  reason: string | null;
  /** What the job handed back when done (a file's address, a count), as its kind defines. */
  result: unknown;
  createdAt: string;
  finishedAt: string | null;
}

export const JOB_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Where a finished job's kept file is downloaded (GET /pro-api/jobs/{id}/file). */
export const jobFilePath = (jobId: string): string => `/jobs/${jobId}/file`;
