// Payments and coupons: a coupon's generated sheets, shown on its screens.
import type { ClientModule } from '../client-module';
import { lazyDisplay } from '../lazy-widget';

export const payments: ClientModule = {
  name: 'payments',
  widgets: {
    couponSheet: {
      display: lazyDisplay(
        async () =>
          (await import(/* webpackChunkName: "coupon-sheet" */ './coupon-sheet/coupon-sheet-display'))
            .CouponSheetDisplay,
      ),
      namespaces: ['payments', 'jobs'],
    },
  },
};
