// The kinds of background job an app runs, each with its handler (docs/schemas.md "Background
// jobs"): defined by the app's modules on the app's own registry, never by importing a file.
import type { DownloadFile } from '../../protocol/download-task';
import type { Database, Queryable } from '../db/database';
import type { Recurrence } from './recurring-jobs';

/** What a handler is given for one attempt at a job. */
export interface JobContext<Payload> {
  /** The app's database: a handler opens its own transactions for its checkpoints. */
  db: Database;
  jobId: string;
  payload: Payload;
  /**
   * The units already done when this attempt started (0 on the first): an attempt after a crash or
   * a failure resumes from the handler's own checkpoints, which this count mirrors.
   */
  done: number;
  /**
   * Records how far the job is. Pass the transaction that checkpoints the work, so the count and
   * the work commit together and a re-run neither redoes nor skips a unit.
   */
  progress(done: number, total: number | null, tx?: Queryable): Promise<void>;
  /**
   * Aborted when this server no longer holds the attempt (its heartbeat lapsed and the job went to
   * another) or stops past its grace period: stop at the next checkpoint.
   */
  signal: AbortSignal;
}

/**
 * Runs one attempt. Runs at least once per attempt (a crash after its last checkpoint runs it
 * again), so it must checkpoint in the database and resume. Resolves with the result a screen reads
 * (JSON); throws to fail the attempt: retried with backoff, and after the last one the job ends
 * failed with the error's message as its reason (a translation key, or a provider's words).
 */
export type JobHandler<Payload = unknown> = (context: JobContext<Payload>) => Promise<unknown>;

/**
 * A kind whose job makes a file the user downloads later: its jobs are listed as download tasks
 * (GET /pro-api/jobs). What a task is about is read when the list is, never copied into the job, so
 * a renamed record shows its new name.
 */
export interface JobDownload<Payload> {
  /** What kind of file it is, a translation key (`payments:sheet.task`). */
  title: string;
  /** What each job is about (a coupon's name), in the payloads' order; null for one that is gone. */
  subjects(payloads: readonly Payload[], db: Queryable): Promise<(string | null)[]>;
  /**
   * Where a finished job's file is served, or null when it has none: the kind's own route, or
   * `jobFilePath(jobId)` for a file the job kept with `saveJobFile` (job-files.ts).
   */
  file(payload: Payload, jobId: string): DownloadFile | null;
  /** The privilege a caller needs besides reaching the job to download its kept file. */
  privilege?: string;
  /** The media type of the file the job keeps with `saveJobFile`, which GET /jobs/{id}/file serves. */
  keptMediaType?: string;
}

/** How pg-boss runs a kind's attempts. */
export interface JobAttemptOptions {
  /** Attempts after the first before the job ends failed (default: the queue's, 3). */
  retryLimit?: number;
}

export interface JobKindOptions<Payload> extends JobAttemptOptions {
  download?: JobDownload<Payload>;
  /** Runs on its own, for each company with work due, once a period (recurring-jobs.ts). */
  recurs?: Recurrence;
}

interface JobKind {
  handler: JobHandler;
  queue: JobAttemptOptions;
  download: JobDownload<unknown> | undefined;
}

const KIND = /^[a-z][a-zA-Z0-9.]{0,62}$/;

/**
 * One app's kinds of job, each with its handler: its modules define them as they register, and the
 * queue runs only what its own app defined. A kind defined twice is a programming error, found at start.
 */
export class JobKinds {
  readonly #kinds = new Map<string, JobKind>();
  readonly #recurring = new Map<string, Recurrence>();

  define<Payload>(kind: string, handler: JobHandler<Payload>, options: JobKindOptions<Payload> = {}): void {
    if (!KIND.test(kind)) throw new Error(`Bad background job kind "${kind}"`);
    if (this.#kinds.has(kind)) throw new Error(`Background job kind "${kind}" is defined twice`);
    const { download, recurs, ...queue } = options;
    if (recurs) this.#recurring.set(kind, recurs);
    // The payload is the kind's own: the queue hands each kind only the payloads it was started with.
    this.#kinds.set(kind, {
      handler: handler as JobHandler,
      queue,
      download: download as JobDownload<unknown> | undefined,
    });
  }

  /** The kinds that run on their own, with how often and for whom. */
  get recurring(): ReadonlyMap<string, Recurrence> {
    return this.#recurring;
  }

  handler(kind: string): JobHandler | undefined {
    return this.#kinds.get(kind)?.handler;
  }

  attemptOptions(kind: string): JobAttemptOptions | undefined {
    return this.#kinds.get(kind)?.queue;
  }

  download(kind: string): JobDownload<unknown> | undefined {
    return this.#kinds.get(kind)?.download;
  }

  /** The media types of the files jobs keep, for the OpenAPI document of the call that serves them. */
  keptMediaTypes(): string[] {
    const types = [...this.#kinds.values()].map(({ download }) => download?.keptMediaType);
    return [...new Set(types.filter((type) => type !== undefined))];
  }

  /** The kinds whose jobs are download tasks. */
  downloadKinds(): string[] {
    return [...this.#kinds].flatMap(([kind, { download }]) => (download ? [kind] : []));
  }
}
