// Payments and coupons: a coupon's generated sheets, shown on its screens.
import type { ClientModule } from '../client-module';
import { lazyDisplay } from '../widgets/lazy-widget';

export const payments: ClientModule = {
  name: 'payments',
  widgets: {
    couponSheet: {
      display: lazyDisplay(
        async () =>
          (await import(/* webpackChunkName: "coupon-sheet" */ '../widgets/coupon-sheet-display'))
            .CouponSheetDisplay,
      ),
      namespaces: ['payments', 'jobs'],
    },
  },
};
