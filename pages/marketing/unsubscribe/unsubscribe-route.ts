// The unsubscribe page's public route (/unsubscribe/:token), no staff sign-in: the marketing module's
// client part lists it among its public routes.
import type { RouteObject } from 'react-router';
import { UNSUBSCRIBE_PAGE_PATH } from '../../../protocol/consent';
import type { PageLoader } from '../../client-module';

export const unsubscribeRoute = (page: PageLoader): RouteObject => ({
  path: `${UNSUBSCRIBE_PAGE_PATH}:token`,
  lazy: () =>
    page(
      import(/* webpackChunkName: "unsubscribe" */ './unsubscribe-page'),
      ['consent', 'engine'],
      (module) => module.UnsubscribePage,
    ),
});
