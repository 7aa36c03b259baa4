// Reservations: a restaurant's booking page opened by its booking URL, and the URL shown on its
// settings.
import { BOOKING_PATH } from '../../protocol/booking-url';
import type { ClientModule } from '../client-module';
import { lazyDisplay } from '../lazy-widget';

export const reservations: ClientModule = {
  name: 'reservations',
  widgets: {
    bookingUrl: {
      display: lazyDisplay(
        async () =>
          (await import(/* webpackChunkName: "booking-url" */ './booking-url/booking-url-display'))
            .BookingUrlDisplay,
      ),
      namespaces: ['reservations'],
    },
  },
  publicRoutes: (page) => [
    {
      path: `${BOOKING_PATH}:token`,
      lazy: () =>
        page(
          import(/* webpackChunkName: "booking" */ './booking/booking-page'),
          ['reservations'],
          (module) => module.BookingPage,
        ),
    },
  ],
};
