// The engine's durable background jobs on pg-boss (docs/architecture.md "Background jobs"): one
// queue for every kind, claimed with SKIP LOCKED so one server runs a job, retried with backoff,
// and kept alive by heartbeats, so a job whose server died is claimed again within seconds rather
// than after its expiry. Jobs pg-boss gives up without our handler's word (the worker died on the
// last attempt) reach a dead-letter queue, whose worker ends their rows as failed.
import { randomUUID } from 'node:crypto';
import {
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type JobWithMetadata,
  type QueueOptions,
} from 'pg-boss';
import type { Database, Queryable, QueueTarget } from '../db/database';
import { runAttempt, type QueuedJob } from './job-attempt';
import type { JobKinds } from './job-registry';
import { insertJobRow, markFailed } from './job-rows';
import { RECURRENCE_CHECK_MS, startDueRuns } from './recurring-jobs';

const QUEUE = 'background_job';
const LOST_QUEUE = 'background_job_lost';

/** How often pg-boss looks for jobs whose heartbeat lapsed (and its queue statistics), in seconds. */
const SUPERVISE_SECONDS = 5;

/** A job whose server stopped beating on its last attempt. */
export const WORKER_LOST = 'jobs:errors.workerLost';

const QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 300,
  // pg-boss's smallest: a dead server's job is given to another within about 10 s plus a check.
  heartbeatSeconds: 10,
  // The heartbeat, not this, tells a dead server; this only bounds one attempt's run.
  expireInSeconds: 12 * 60 * 60,
};

export interface JobStart {
  kind: string;
  payload?: unknown;
  companyId: number;
  shopId?: number | null;
  createdBy?: number | null;
}

export interface JobQueueOptions {
  /** false: this server starts jobs but runs none (another server, or a worker process, does). */
  work: boolean;
  /** How many jobs this server runs at once (2 unless said). */
  concurrency?: number;
  /** The app's kinds of job, defined by its modules before the workers start. */
  kinds: JobKinds;
  onError(error: Error): void;
}

function connection(target: QueueTarget): ConstructorOptions {
  // PGlite is one session: pg-boss's statements go through its own query/exec, which take the same
  // lock as the app's transactions, so the two never interleave (docs/architecture.md).
  return target.engine === 'pglite'
    ? { db: fromPglite(target.pglite), backend: 'pglite' }
    : { connectionString: target.url, max: 2 };
}

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #db: Database;
  readonly #work: boolean;
  readonly #concurrency: number;
  readonly #kinds: JobKinds;
  readonly #onError: (error: Error) => void;
  #started = false;
  #recurrenceTimer: NodeJS.Timeout | undefined;

  constructor(db: Database, options: JobQueueOptions) {
    this.#db = db;
    this.#work = options.work;
    this.#concurrency = options.concurrency ?? 2;
    this.#kinds = options.kinds;
    this.#onError = options.onError;
    this.#boss = new PgBoss({
      ...connection(db.queueTarget),
      schedule: false,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    this.#boss.on('error', options.onError);
  }

  async start(): Promise<void> {
    await this.#boss.start();
    // createQueue leaves a queue that exists as it is (several servers start at once), so this
    // code's options reach a stored queue by the update.
    const options = { ...QUEUE_OPTIONS, deadLetter: LOST_QUEUE };
    await this.#boss.createQueue(LOST_QUEUE);
    await this.#boss.createQueue(QUEUE, options);
    await this.#boss.updateQueue(QUEUE, options);
    this.#started = true;
  }

  /**
   * Starts this server's workers, once the app's modules have defined every kind: a job claimed
   * before its kind was defined would end failed as unknown.
   */
  async work(): Promise<void> {
    if (!this.#work) return;
    await this.#boss.work(
      QUEUE,
      { includeMetadata: true, localConcurrency: this.#concurrency, pollingIntervalSeconds: 1 },
      async ([job]: JobWithMetadata<QueuedJob>[]) => {
        if (job) await runAttempt(this.#db, this.#kinds, job);
      },
    );
    await this.#boss.work<QueuedJob>(LOST_QUEUE, { pollingIntervalSeconds: 5 }, async (jobs) => {
      for (const job of jobs) await markFailed(this.#db, job.data.jobId, WORKER_LOST, true);
    });
    if (this.#kinds.recurring.size === 0) return;
    const look = () => {
      this.startDueRuns(new Date()).catch(this.#onError);
    };
    look();
    this.#recurrenceTimer = setInterval(look, RECURRENCE_CHECK_MS).unref();
  }

  /** Starts the recurring kinds' runs due at `now` that no server has started (recurring-jobs.ts). */
  startDueRuns(now: Date): Promise<number> {
    return startDueRuns(this.#db, this.#kinds.recurring, now, (tx, kind, companyId, payload) =>
      this.startJob(tx, { kind, companyId, payload }),
    );
  }

  /**
   * Starts a job inside `tx`, the transaction of the write that asks for it: our row and pg-boss's
   * job are inserted there, so they commit with the write or not at all. Resolves with the job's id.
   */
  async startJob(tx: Queryable, start: JobStart): Promise<string> {
    if (!this.#started) throw new Error('The job queue is not started');
    const kind = this.#kinds.attemptOptions(start.kind);
    if (!kind) throw new Error(`No background job kind "${start.kind}"`);
    const id = randomUUID();
    await insertJobRow(tx, {
      id,
      kind: start.kind,
      payload: start.payload,
      companyId: start.companyId,
      shopId: start.shopId ?? null,
      createdBy: start.createdBy ?? null,
    });
    const joined = { executeSql: (text: string, values?: unknown[]) => tx.query(text, values ?? []) };
    await this.#boss.send(QUEUE, { jobId: id } satisfies QueuedJob, { ...kind, id, db: joined });
    return id;
  }

  /** Lets running attempts finish (a few seconds), then stops; an unfinished one is claimed again later. */
  async stop(): Promise<void> {
    clearInterval(this.#recurrenceTimer);
    await this.#boss.stop({ graceful: true, timeout: 5_000, close: true });
  }
}
