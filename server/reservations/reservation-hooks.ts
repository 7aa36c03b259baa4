// The reservations' write hooks (server/resource-hooks.ts): a shop's first saved reservation
// settings make its booking URL, and a reservation is held to its shop's settings when it is made
// and whenever its time or party changes.
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { FieldProblem } from '../../engine/schema/field-problem';
import type { ResourceSchema } from '../../engine/schema/resource';
import { settingsDefaults } from '../../engine/schema/settings-record';
import type { Queryable } from '../../engine/server/db/database';
import type { Tenant } from '../../engine/server/resources/integrity';
import { invalid } from '../../engine/server/resources/request-params';
import { settingsRow } from '../../engine/server/resources/settings-rows';
import type { WriteHooks } from '../../engine/server/resources/write-hooks';
import { ensureBookingToken } from './booking-tokens';

/** A shop's reservation settings (schemas/reservations/reservation-settings.json), by field name. */
export type ReservationRules = Readonly<Record<string, unknown>>;

/** A reservation as it will be stored: when (`startAt`), for how many (`people`), of which `type`. */
export type Booking = Readonly<Record<string, unknown>>;

/** The shop's reservation settings as saved, and the declared defaults for what it never saved. */
export async function reservationRules(
  db: Queryable,
  settings: ResourceSchema,
  tenant: Tenant,
): Promise<ReservationRules> {
  const row = await settingsRow(db, settings, tenant, false);
  return { ...settingsDefaults(settings), ...row?.data };
}

/**
 * The one place the server holds a booking to its shop's reservation settings; each problem
 * refuses it on its field. Today the party: at most the settings' maxPeople (business spec §5,
 * "the dining time is checked"). The booking's time is to be checked here too, by the slot
 * function shared with the booking page, protocol/reservation-slots.ts
 * `checkBooking(rules, startInstant, people, held, now)`: its rule code refusing on `startAt`.
 */
export function checkBookingAgainstSettings(rules: ReservationRules, booking: Booking): FieldProblem[] {
  const { maxPeople } = rules;
  if (typeof maxPeople === 'number' && typeof booking.people === 'number' && booking.people > maxPeople)
    return [
      {
        field: 'people',
        key: 'reservations:rules.peopleOverMax',
        label: 'reservations:fields.people',
        params: { limit: maxPeople },
      },
    ];
  return [];
}

const tenantOf = (record: Record<string, unknown>): Tenant => ({
  companyId: record.companyId as number,
  shopId: record.shopId as number,
});

export function reservationHooks(schemas: CheckedSchemas): WriteHooks {
  const settings = schemas.byName.get('reservationSettings');
  if (!settings) throw new Error('reservations: no resource reservationSettings');
  const hold = async (db: Queryable, booking: Booking, tenant: Tenant) => {
    const problems = checkBookingAgainstSettings(await reservationRules(db, settings, tenant), booking);
    if (problems.length > 0) throw invalid(problems);
  };
  return {
    beforeCreate: ({ tx }, value, tenant) => hold(tx, value, tenant),
    async beforeModify({ tx }, value, before) {
      // A booking already made is not refused for settings changed since, unless its time or party changes.
      if (value.startAt !== before.startAt || value.people !== before.people)
        await hold(tx, value, tenantOf(before));
    },
  };
}

/** The first save of a shop's reservation settings makes its booking URL. */
export function reservationSettingsHooks(): WriteHooks {
  return {
    afterCreate: ({ tx, actor }, record) => ensureBookingToken(tx, tenantOf(record), actor.userId),
  };
}
