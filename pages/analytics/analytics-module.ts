// Analytics: home's business at a glance and every declared report's page.
import type { ClientModule } from '../client-module';

export const analytics: ClientModule = {
  name: 'analytics',
  pages: {
    home: {
      load: () => import(/* webpackChunkName: "home" */ './home/home-page').then((module) => module.HomePage),
      namespaces: ['common', 'fields', 'reports'],
    },
    report: {
      load: () =>
        import(/* webpackChunkName: "report" */ './reports/report-page').then((module) => module.ReportPage),
      namespaces: ['reports', 'memberDemographics', 'memberSales'],
    },
  },
};
