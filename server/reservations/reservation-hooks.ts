// The reservations' write hooks (server/resource-hooks.ts): a shop's first saved reservation
// settings make its booking URL, and a reservation is held to its shop's settings when it is made
// and whenever its time or party changes.
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import type { Queryable } from '../../engine/server/db/database';
import type { Tenant } from '../../engine/server/resources/integrity';
import { invalid } from '../../engine/server/resources/request-params';
import type { WriteHooks } from '../../engine/server/resources/write-hooks';
import { lockHeldBookings, shopBookingRules, staffBookingProblem } from './booking-check';
import { ensureBookingToken } from './booking-tokens';

const tenantOf = (record: Record<string, unknown>): Tenant => ({
  companyId: record.companyId as number,
  shopId: record.shopId as number,
});

/**
 * A reservation is held to its shop whenever it is made, and whenever its time or party changes
 * (one made already is not refused for settings changed since): seats free throughout its dining
 * time and a party the shop takes, counted under the shop's booking lock (booking-check.ts).
 */
export function reservationHooks(schemas: CheckedSchemas, serverTimeZone: string): WriteHooks {
  const settings = schemas.byName.get('reservationSettings');
  if (!settings) throw new Error('reservations: no resource reservationSettings');
  const hold = async (tx: Queryable, booking: Record<string, unknown>, tenant: Tenant, id?: number) => {
    const rules = await shopBookingRules(tx, settings, tenant, serverTimeZone);
    const start = Date.parse(String(booking.startAt));
    const held = await lockHeldBookings(tx, tenant.shopId as number, start, rules, id);
    const block = booking.type === 'block';
    const problem = staffBookingProblem(rules, start, booking.people as number, held, Date.now(), block);
    if (problem) throw invalid([problem]);
  };
  return {
    beforeCreate: ({ tx }, value, tenant) => hold(tx, value, tenant),
    async beforeModify({ tx }, value, before) {
      if (value.startAt !== before.startAt || value.people !== before.people || value.type !== before.type)
        await hold(tx, value, tenantOf(before), before.id as number);
    },
  };
}

/** The first save of a shop's reservation settings makes its booking URL. */
export function reservationSettingsHooks(): WriteHooks {
  return {
    afterCreate: ({ tx, actor }, record) => ensureBookingToken(tx, tenantOf(record), actor.userId),
  };
}
