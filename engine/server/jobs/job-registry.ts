// The kinds of background job the application runs, each with its handler (docs/schemas.md
// "Background jobs"). Handlers are code, the same in every app server of a process, so the registry
// is the process's: a module registers its kinds when it loads, before any server starts working.
import type { Database, Queryable } from '../db/database';

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

export interface JobKindOptions {
  /** Attempts after the first before the job ends failed (default: the queue's, 3). */
  retryLimit?: number;
}

interface JobKind {
  handler: JobHandler;
  options: JobKindOptions;
}

const kinds = new Map<string, JobKind>();

const KIND = /^[a-z][a-zA-Z0-9.]{0,62}$/;

/** Declares a kind of job; a kind registered twice is a programming error, found at load. */
export function registerJob<Payload>(
  kind: string,
  handler: JobHandler<Payload>,
  options: JobKindOptions = {},
): void {
  if (!KIND.test(kind)) throw new Error(`Bad background job kind "${kind}"`);
  if (kinds.has(kind)) throw new Error(`Background job kind "${kind}" is registered twice`);
  kinds.set(kind, { handler: handler as JobHandler, options });
}

export function jobHandler(kind: string): JobHandler | undefined {
  return kinds.get(kind)?.handler;
}

export function jobKindOptions(kind: string): JobKindOptions | undefined {
  return kinds.get(kind)?.options;
}
