// The demo's coupons (business §4): a company that sells but has no coupon codes gets two printed
// cash coupons, generated as the coupon screen's Generate generates them (the codes, the sheets, the
// coupon marked created), so the demo orders redeem real codes and the coupon report has data.
import { randomUUID } from 'node:crypto';
import type { CheckedSchemas } from '../../engine/schema';
import { systemActor } from '../../engine/server';
import type { Database } from '../../engine/server';
import { couponGeneration } from '../payments/coupon-generation-job';
import { demoService } from './demo-service';

/** Codes printed of each: the demo orders redeem a sample of them. */
const PRINTED = 200;

const DEMO_COUPONS = [
  { name: '下午茶 $10 現金券', value: 10, minSpendToUse: 50, showOrder: 1 },
  { name: '晚市 $30 現金券', value: 30, minSpendToUse: 200, showOrder: 2 },
].map((coupon) => ({
  ...coupon,
  type: 'cash',
  quantity: PRINTED,
  distributionType: 'physical',
  validityType: 'afterDistribution',
  validForDays: 30,
  validWeekdays: [1, 2, 3, 4, 5, 6, 7],
  dineIn: true,
  takeAway: true,
  minSpendToDistribute: 0,
  roundingMode: 'none',
  noCashExchange: true,
  terms: '每張賬單限用一張。',
  orientation: 'vertical',
}));

export async function seedCoupons(db: Database, schemas: CheckedSchemas, companyId: number): Promise<void> {
  const service = demoService(db, schemas);
  const resource = schemas.byName.get('coupon');
  if (!resource) throw new Error('demo coupons: no resource coupon');
  const actor = systemActor('hk');
  const generate = resource.stateMachine?.actions.generate;
  if (!generate) throw new Error('demo coupons: the coupon has no generate action');
  const { generate: generation } = couponGeneration(service.system(actor.region));
  for (const coupon of DEMO_COUPONS) {
    // Created and asked to generate as a screen does; the demo's service starts no job.
    const { id: couponId } = await service.create(resource, actor, { ...coupon, companyId });
    await service.transition(resource, 'generate', generate, actor, { id: couponId });
    // The generation job's own attempt, run here rather than queued: the orders seeded next need
    // the codes, and a seeding runs before the server's job queue does.
    await generation({
      db,
      jobId: randomUUID(),
      payload: { couponId },
      done: 0,
      progress: () => Promise.resolve(),
      signal: new AbortController().signal,
    });
  }
}
