// A coupon's codes made in batches (business §4 coupon generation). Each batch is one transaction
// under the coupon's advisory lock: it continues from the highest number already stored, inserts the
// next codes, and tells the caller inside the same transaction (a job records its progress there).
// A generation stopped at any point (a crash, a SIGKILL) therefore left whole batches only, and run
// again it makes exactly the codes still missing: none lost, none made twice.
import { setImmediate } from 'node:timers/promises';
import type { Database, Queryable } from '../../engine/server';
import { newCouponCode } from './coupon-code';

export const CODE_BATCH = 1000;

export interface CodeRun {
  couponId: number;
  companyId: number;
  /** How many codes the coupon must have in the end. */
  quantity: number;
}

/** The highest code number the coupon has so far (0 for none). */
async function storedCount(tx: Queryable, couponId: number): Promise<number> {
  const { rows } = await tx.query<{ last: number | null }>(
    'SELECT max(seq) AS last FROM coupon_code WHERE coupon_id = $1',
    [couponId],
  );
  return rows[0]?.last ?? 0;
}

/**
 * Inserts codes numbered `seqs`, drawing new ones for any number whose code another coupon already
 * holds (at 60 random bits, as good as never), until every number has a code.
 */
async function insertCodes(tx: Queryable, run: CodeRun, seqs: number[]): Promise<void> {
  let missing = seqs;
  while (missing.length > 0) {
    const { rows } = await tx.query<{ seq: number }>(
      `INSERT INTO coupon_code (coupon_id, seq, company_id, code)
         SELECT $1, seq, $2, code FROM unnest($3::int[], $4::text[]) AS batch (seq, code)
         ON CONFLICT (code) DO NOTHING RETURNING seq`,
      [run.couponId, run.companyId, missing, missing.map(() => newCouponCode())],
    );
    const made = new Set(rows.map((row) => row.seq));
    missing = missing.filter((seq) => !made.has(seq));
  }
}

/**
 * Makes the coupon's missing codes, batch by batch. `onBatch` runs inside each batch's transaction
 * with the count reached, so what it writes commits or vanishes with the batch's codes.
 */
export async function generateCouponCodes(
  db: Database,
  run: CodeRun,
  onBatch: (tx: Queryable, done: number, total: number) => Promise<void>,
): Promise<void> {
  for (;;) {
    const finished = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('coupon_code'), $1)", [run.couponId]);
      const from = await storedCount(tx, run.couponId);
      if (from >= run.quantity) return true;
      const to = Math.min(run.quantity, from + CODE_BATCH);
      await insertCodes(
        tx,
        run,
        Array.from({ length: to - from }, (_, i) => from + 1 + i),
      );
      await onBatch(tx, to, run.quantity);
      return to >= run.quantity;
    });
    if (finished) return;
    // On the embedded database one session serves everyone: a turn of the event loop between
    // batches lets the requests waiting meanwhile (the progress bar's reads) in before the next one.
    await setImmediate();
  }
}

/** The coupon's codes in number order, as the sheet prints them. */
export async function couponCodes(db: Queryable, couponId: number): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    'SELECT code FROM coupon_code WHERE coupon_id = $1 ORDER BY seq',
    [couponId],
  );
  return rows.map((row) => row.code);
}
