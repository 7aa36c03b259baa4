// PUT /pro-api/reservation/booking/url/recreate: replaces a shop's booking URL with a new one
// (business spec §4: the old one stops working for good). It needs the settings' `bookingUrl`
// write privilege and the shop within the caller's reach, as a save of the settings would, and a
// saved settings record (the URL is made with it). The change is audited on the settings record as
// a change of its URL, never with the tokens, so no trail leads from the old URL to the new.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import type { CheckedSchemas } from '../../engine/schema';
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  ok,
  placeNewRecord,
  ROW_ID,
  settingsRow,
  writeAudit,
} from '../../engine/server';
import type { Database } from '../../engine/server';
import { RECREATE_BOOKING_URL, type BookingUrlValue } from '../../protocol/booking-url';
import { replaceBookingToken } from './booking-tokens';

export interface BookingUrlOptions {
  db: Database;
  schemas: CheckedSchemas;
}

const URL_FIELD = 'bookingUrl';

const BODY = { body: bodySchema({ shopId: ROW_ID }) };

const bookingUrlPlugin: FastifyPluginAsync<BookingUrlOptions> = async (app, { db, schemas }) => {
  const settings = schemas.byName.get('reservationSettings');
  const privilege = settings?.fields[URL_FIELD]?.ui?.writePrivilege;
  if (!settings || !privilege)
    throw new Error('booking URL: no reservationSettings.bookingUrl with a writePrivilege');

  const route = { ...allow({ kind: 'privilege', key: privilege, resource: settings.name }), schema: BODY };
  app.put<{ Body: { shopId?: number } }>(RECREATE_BOOKING_URL, route, async (request) => {
    const actor = actorOf(request);
    const recreated = await db.transaction(async (tx) => {
      // The shop named, within the caller's reach, or his only one: as the settings' own save places it.
      const tenant = await placeNewRecord(tx, schemas, settings, actor, request.body);
      const saved = await settingsRow(tx, settings, tenant, true);
      if (!saved) throw BusinessError.because(Status.notFound, 'reservations:bookingUrl.saveFirst');
      const token = await replaceBookingToken(tx, tenant, actor.userId);
      await writeAudit(tx, {
        resource: settings.name,
        recordId: saved.id,
        action: 'recreateBookingUrl',
        actorId: actor.userId,
        ...tenant,
        changes: { [URL_FIELD]: { changed: true } },
      });
      return { shopId: saved.shop_id as number, token };
    });
    return ok<BookingUrlValue>(recreated);
  });
};

export default bookingUrlPlugin;
