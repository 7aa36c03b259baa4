// Group commit of a company's postings (0045_ledger_post_batch.sql, docs/benchmarks.md "Issue 23"):
// a posting holds its accounts until its commit, so one member's redemptions at several tills queue
// behind each other's commits. Here the requests that arrive while one of the company's batches is
// being posted wait, and go together in the next: each still its own ledger transaction with its own
// key and answer, all in one database transaction. A company with nothing in flight posts at once.
import type { Database } from '../db/database';
import { refusal } from './ledger-failures';
import type { PostedTransaction } from './ledger-outcome';

/** A request as ledger_post takes it, with the caller's promise. */
interface Waiting {
  key: string;
  json: Record<string, unknown>;
  resolve(posted: PostedTransaction): void;
  reject(error: unknown): void;
}

type BatchAnswer = PostedTransaction | { refused: string };

/** At most this many requests a batch: its locks stay short, its answer small. */
const MOST = 200;

/** The first `MOST` waiting requests with distinct keys; a key again waits for the next batch. */
function nextBatch(queue: Waiting[]): Waiting[] {
  const keys = new Set<string>();
  const batch: Waiting[] = [];
  const left: Waiting[] = [];
  for (const waiting of queue) {
    if (batch.length < MOST && !keys.has(waiting.key)) {
      keys.add(waiting.key);
      batch.push(waiting);
    } else left.push(waiting);
  }
  queue.splice(0, queue.length, ...left);
  return batch;
}

export class PostingBatches {
  /** A company's waiting requests, present while one of its batches is in flight. */
  readonly #waiting = new Map<number, Waiting[]>();

  constructor(
    private readonly db: Database,
    /** Posts one request alone (ledger_post): what a batch that failed as a whole falls back to. */
    private readonly single: (
      companyId: number,
      key: string,
      json: Record<string, unknown>,
    ) => Promise<PostedTransaction>,
  ) {}

  post(companyId: number, key: string, json: Record<string, unknown>): Promise<PostedTransaction> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { key, json, resolve, reject };
      const queue = this.#waiting.get(companyId);
      if (queue) queue.push(waiting);
      else {
        this.#waiting.set(companyId, []);
        void this.#drain(companyId, [waiting]);
      }
    });
  }

  async #drain(companyId: number, first: Waiting[]): Promise<void> {
    const queue = this.#waiting.get(companyId) as Waiting[];
    let batch = first;
    try {
      for (; batch.length > 0; batch = nextBatch(queue)) await this.#post(companyId, batch);
    } catch (error) {
      // Only a fault of this code gets here: every caller still waiting hears it, none waits forever.
      for (const waiting of [...batch, ...queue.splice(0)]) waiting.reject(error);
    } finally {
      this.#waiting.delete(companyId);
    }
  }

  async #post(companyId: number, batch: Waiting[]): Promise<void> {
    let answers: BatchAnswer[];
    try {
      const { rows } = await this.db.query<{ answers: BatchAnswer[] }>(
        'SELECT ledger_post_batch($1, $2::jsonb) AS answers',
        [companyId, JSON.stringify(batch.map(({ key, json }) => ({ key, request: json })))],
        { prepared: true, writes: true },
      );
      answers = (rows[0] as { answers: BatchAnswer[] }).answers;
    } catch {
      // The batch failed as a whole (a key taken meanwhile by a request posted alone, a lost
      // connection): each request is posted alone and answered for itself; one the batch did commit
      // before its answer was lost answers as a replay, and nothing moves twice.
      await Promise.all(
        batch.map((waiting) =>
          this.single(companyId, waiting.key, waiting.json).then(waiting.resolve, waiting.reject),
        ),
      );
      return;
    }
    batch.forEach((waiting, index) => {
      const answer = answers[index] as BatchAnswer;
      if ('refused' in answer) waiting.reject(refusal(answer.refused));
      else waiting.resolve(answer);
    });
  }
}
