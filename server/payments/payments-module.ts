// Payments and coupons (business §2 payment_coupons): declared in schemas/payments. This module
// brings a coupon's write hooks (its generation is started in the write's transaction), its sheets'
// state as a computed value, the generation job and the sheets' download.
import { defineModule } from '../app-module';
import { defineCouponGeneration } from './coupon-generation-job';
import { couponHooks } from './coupon-hooks';
import couponSheetPlugin from './coupon-sheet-plugin';
import { couponSheetSql } from './coupon-sheet-value';

export default defineModule('payments', {
  setup(kit, { jobs, service, config }) {
    kit.hooks('coupon', couponHooks(jobs));
    // A coupon's sheets: its status and latest generation job, which the job queue's own table holds
    // and tells nobody of: the coupon list is read from the database each time.
    kit.computed('couponSheet', couponSheetSql, 'unwatched');
    defineCouponGeneration(kit, service.system(config.region));
  },
  async routes(app, context) {
    await app.register(couponSheetPlugin, context);
  },
});
