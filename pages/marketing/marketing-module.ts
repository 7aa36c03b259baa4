// Marketing: the templates, tasks, history, birthday and send management screens are the engine's,
// drawn from their schemas (schemas/marketing); the module adds its own pages.
import type { ClientModule } from '../client-module';
import { lazyDisplay, lazyWidget } from '../lazy-widget';
import { unsubscribeRoute } from './unsubscribe/unsubscribe-route';

export const marketing: ClientModule = {
  name: 'marketing',
  pages: {
    marketingHistory: {
      load: () =>
        import(/* webpackChunkName: "marketing-history" */ './history/history-page').then(
          (module) => module.MarketingHistoryPage,
        ),
      namespaces: ['marketingHistory', 'marketing', 'engine'],
    },
  },
  widgets: {
    // A task's recipients: the estimate and the preview on its form, the saved count elsewhere.
    recipientEstimate: {
      widget: lazyWidget(
        async () =>
          (
            await import(
              /* webpackChunkName: "recipient-estimate" */ './recipient-estimate/recipient-estimate-widget'
            )
          ).RecipientEstimateWidget,
      ),
      display: lazyDisplay(
        async () =>
          (
            await import(
              /* webpackChunkName: "recipient-estimate" */ './recipient-estimate/recipient-estimate-display'
            )
          ).RecipientEstimateDisplay,
      ),
      namespaces: ['marketingEstimate', 'marketing'],
    },
  },
  publicRoutes: (page) => [unsubscribeRoute(page)],
};
