// The pickup display: the staff's pickup numbers, and the shop's screen opened on its TV by the
// shop's display address.
import { DISPLAY_PATH } from '../../protocol/pickup-numbers';
import type { ClientModule } from '../client-module';

export const pickupDisplay: ClientModule = {
  name: 'pickupDisplay',
  pages: {
    pickupNumbers: {
      load: () =>
        import(/* webpackChunkName: "pickup-numbers" */ './staff/pickup-numbers-page').then(
          (module) => module.PickupNumbersPage,
        ),
      namespaces: ['pickupDisplay', 'engine'],
    },
  },
  publicRoutes: (page) => [
    {
      path: `${DISPLAY_PATH}:token`,
      lazy: () =>
        page(
          import(/* webpackChunkName: "pickup-display" */ './shop-screen/pickup-display-page'),
          ['pickupDisplay'],
          (module) => module.PickupDisplayPage,
        ),
    },
  ],
};
