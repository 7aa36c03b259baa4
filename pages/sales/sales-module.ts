// Sales: the sales records the point of sale sent.
import type { ClientModule } from '../client-module';

export const sales: ClientModule = {
  name: 'sales',
  pages: {
    salesRecords: {
      load: () =>
        import(/* webpackChunkName: "sales-records" */ './sales-records/sales-records-page').then(
          (module) => module.SalesRecordsPage,
        ),
      namespaces: ['sales', 'reports'],
    },
  },
};
