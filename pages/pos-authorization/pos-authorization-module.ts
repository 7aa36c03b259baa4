// POS authorization: the page a provider's OAuth hand-off returns to.
import { POS_RESULT_PAGES } from '../../protocol/pos-authorization';
import type { ClientModule } from '../client-module';

export const posAuthorization: ClientModule = {
  name: 'posAuthorization',
  publicRoutes: (page) => [
    {
      path: POS_RESULT_PAGES.clover,
      lazy: () =>
        page(import('./provider-result/clover-result-page'), ['pos'], (module) => module.CloverResultPage),
    },
  ],
};
