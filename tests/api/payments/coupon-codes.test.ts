// A coupon's codes made in batches (issue 12 item 5): cut off in the middle, a generation run again
// ends with exactly the quantity, numbered 1 to n without a gap, every code unique; two generations
// of one coupon running at once make no more. The database is read directly.
import { couponCodes, generateCouponCodes, CODE_BATCH } from '../../../server/coupons/coupon-code-batches';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';

const QUANTITY = 2 * CODE_BATCH + 500;

async function stored(api: ApiHarness, couponId: number) {
  const { rows } = await api.db.query<{ count: number; distinct: number; first: number; last: number }>(
    `SELECT count(*)::int AS count, count(DISTINCT code)::int AS distinct, min(seq) AS first, max(seq) AS last
       FROM coupon_code WHERE coupon_id = $1`,
    [couponId],
  );
  return rows[0];
}

describeOnEachDatabase('a coupon’s code generation', (api) => {
  let companyId = 0;
  beforeAll(async () => {
    companyId = (await api.db.query<{ id: number }>('SELECT min(id) AS id FROM res_company')).rows[0]
      ?.id as number;
  });

  it('resumes after a failure with exactly the missing codes, reporting each batch', async () => {
    const run = { couponId: 9001, companyId, quantity: QUANTITY };
    const reported: number[] = [];
    const crash = new Error('the server died');
    await expect(
      generateCouponCodes(api.db, run, async (tx, done) => {
        // The batch's progress is written in its transaction: the failing batch leaves neither.
        await tx.query('SELECT 1');
        if (done === 2 * CODE_BATCH) throw crash;
        reported.push(done);
      }),
    ).rejects.toBe(crash);
    expect(await stored(api, run.couponId)).toMatchObject({ count: CODE_BATCH, last: CODE_BATCH });
    await generateCouponCodes(api.db, run, async (_tx, done, total) => {
      expect(total).toBe(QUANTITY);
      reported.push(done);
    });
    expect(reported).toEqual([CODE_BATCH, 2 * CODE_BATCH, QUANTITY]);
    expect(await stored(api, run.couponId)).toEqual({
      count: QUANTITY,
      distinct: QUANTITY,
      first: 1,
      last: QUANTITY,
    });
    const codes = await couponCodes(api.db, run.couponId);
    expect(codes).toHaveLength(QUANTITY);
    // Finished, a further run changes nothing.
    await generateCouponCodes(api.db, run, async () => {
      throw new Error('no batch is left to make');
    });
    expect(await couponCodes(api.db, run.couponId)).toEqual(codes);
  });

  it('makes no more when two generations of one coupon run at once', async () => {
    const run = { couponId: 9002, companyId, quantity: QUANTITY };
    const quiet = async () => undefined;
    await Promise.all([generateCouponCodes(api.db, run, quiet), generateCouponCodes(api.db, run, quiet)]);
    expect(await stored(api, run.couponId)).toEqual({
      count: QUANTITY,
      distinct: QUANTITY,
      first: 1,
      last: QUANTITY,
    });
  });
});
