// Reservations (business §2 reservations): bookings and their settings are declared
// (schemas/reservations); this module brings their write hooks (every booking held to its shop's
// seats), the booking URL and a booking's moment on the shop's clock as computed values, the URL
// recreated by its own call, and the guests' public booking page.
import { defineModule } from '../app-module';
import { BOOKING_TOKEN_TABLE, bookingUrlSql } from './booking-tokens';
import bookingPublicPlugin from './booking-public-plugin';
import bookingUrlPlugin from './booking-url-plugin';
import { reservationHooks, reservationSettingsHooks } from './reservation-hooks';
import { shopTimeSql } from './shop-time';

export default defineModule('reservations', {
  setup(kit, { schemas, config }) {
    kit.hooks('reservation', reservationHooks(config.timeZone));
    kit.hooks('reservationSettings', reservationSettingsHooks());
    // A shop's booking URL (migrations/0024) and a reservation's moment on the shop's clock.
    kit.computed('reservationBookingUrl', bookingUrlSql, { tables: [BOOKING_TOKEN_TABLE] });
    const shops = schemas.byName.get('shop');
    if (!shops) throw new Error('reservations: no resource shop');
    kit.computed('reservationShopTime', shopTimeSql(shops, config.timeZone), { resources: [shops] });
  },
  async routes(app, context) {
    await app.register(bookingUrlPlugin, context);
    await app.register(bookingPublicPlugin, context);
  },
});
