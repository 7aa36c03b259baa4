// `npm run bench -- --only coupons` (issue 24): a day's distribution of a daily membership coupon to
// a million members of one level, on PostgreSQL, by the job's own code (distributeDue), timed from
// the call to the last coupon written. The goal is 60 s.
import { openPostgresDatabase, type Database, type SystemRecords } from '../../engine/server';
import { readConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare-database';
import { demoService } from '../../server/demo/demo-service';
import { distributeDue } from '../../server/members/coupon-distribution';
import { loadProductSchemas } from '../../server/schemas';
import { onCleanup } from '../support/cleanup';
import { adminQuery, postgresUrl } from '../support/engines';

export const COUPON_MEMBERS = 1_000_000;
export const COUPON_GOAL_SECONDS = 60;
const DAY = 86_400_000;

export interface CouponFigures {
  members: number;
  seedSeconds: number;
  handedOut: number;
  seconds: number;
  perSecond: number;
  /** A second run at the same moment: nothing more, and how long finding that took. */
  againHandedOut: number;
  againSeconds: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/** A level of the first demo company, a coupon, its daily membership coupon, and a million members of the level. */
async function seed(db: Database, records: SystemRecords): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM res_company WHERE data->>'name_en' = 'Harbour Island Dining Group'",
  );
  const companyId = rows[0]?.id;
  if (companyId === undefined) throw new Error('the demo company is missing');
  const create = async (resource: string, record: Record<string, unknown>) => {
    try {
      return (await records.create(resource, { companyId, ...record })).id as number;
    } catch (error) {
      throw new Error(`the bench's ${resource} was refused: ${JSON.stringify(error)}`);
    }
  };
  const level = await create('memberLevel', { name: '百萬', status: 'enabled', pointsFrom: 0 });
  const couponId = await create('coupon', {
    name: '每日早餐券',
    type: 'cash',
    value: 10,
    quantity: 100_000,
    distributionType: 'online',
    validityType: 'afterDistribution',
    validForDays: 1,
    validWeekdays: [1, 2, 3, 4, 5, 6, 7],
    dineIn: true,
    takeAway: true,
    roundingMode: 'none',
    noCashExchange: true,
    orientation: 'horizontal',
  });
  // Due an hour ago, every day: a day's distribution falls in the one day its coupons last.
  const hour = new Date(Date.now() - 3_600_000).toLocaleTimeString('en-GB', {
    timeZone: readConfig({}).timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const definition = await create('memberCoupon', {
    name: '每日早餐券',
    type: 'membership',
    couponId,
    memberLevelId: level,
    distributionRule: 'daily',
    distributionTime: hour,
    usage: 'single',
    expirationDays: 1,
    status: 'enabled',
  });
  await db.query('UPDATE res_member_coupon SET created_at = $2 WHERE id = $1', [
    definition,
    new Date(Date.now() - 2 * DAY),
  ]);
  await db.query(
    `INSERT INTO res_member (company_id, data, created_by, updated_by, created_at)
     SELECT $1, jsonb_build_object('nickname', '會員 ' || n, 'countryCode', '+852', 'phone', (60000000 + n)::text,
                                   'accountStatus', 'active', 'memberLevelId', $3::int),
            1, 1, now() - interval '3 days'
       FROM generate_series(1, $2) AS n`,
    [companyId, COUPON_MEMBERS, level],
  );
  await db.query('ANALYZE');
  return companyId;
}

export async function runCouponDistributionStep(): Promise<CouponFigures> {
  const database = `brigade_bench_coupons_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const dropped = onCleanup(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  const config = readConfig({});
  const db = await openPostgresDatabase(postgresUrl(database), config.timeZone);
  try {
    const schemas = loadProductSchemas(config);
    console.log(`  seeding the demo and ${COUPON_MEMBERS.toLocaleString('en')} members of one level…`);
    const [companyId, seedSeconds] = await timed(async () => {
      await prepareDatabase(db, schemas, true, config.uploadDir);
      return seed(db, demoService(db, schemas).system(config.region));
    });
    const records = demoService(db, schemas).system(config.region);
    console.log("  handing out the day's coupons with the job's own code…");
    const now = Date.now();
    const [handedOut, seconds] = await timed(() =>
      distributeDue(db, records, companyId, config.timeZone, now),
    );
    const [againHandedOut, againSeconds] = await timed(() =>
      distributeDue(db, records, companyId, config.timeZone, now),
    );
    return {
      members: COUPON_MEMBERS,
      seedSeconds: Math.round(seedSeconds),
      handedOut,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(handedOut / seconds),
      againHandedOut,
      againSeconds: Math.round(againSeconds * 1000) / 1000,
    };
  } finally {
    await db.close();
    await dropped();
  }
}
