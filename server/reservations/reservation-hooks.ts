// The reservations' write hooks (reservations-module.ts): a shop's first saved reservation
// settings make its booking URL, and a reservation is held to its shop's settings when it is made
// and whenever its time or party changes.

import { invalid } from '../../engine/server';
import type { HookContext, Tenant, WriteHooks } from '../../engine/server';
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
export function reservationHooks(serverTimeZone: string): WriteHooks {
  const hold = async (
    { tx, service, actor, resource }: HookContext,
    booking: Record<string, unknown>,
    tenant: Tenant,
    id?: number,
  ) => {
    const shopId = tenant.shopId as number;
    const rules = await shopBookingRules(service.system(actor.region), shopId, serverTimeZone);
    const start = Date.parse(String(booking.startAt));
    const held = await lockHeldBookings(tx, resource, shopId, start, rules, id);
    const block = booking.type === 'block';
    const problem = staffBookingProblem(rules, start, booking.people as number, held, Date.now(), block);
    if (problem) throw invalid([problem]);
  };
  return {
    beforeCreate: (context, value, tenant) => hold(context, value, tenant),
    async beforeModify(context, value, before) {
      if (value.startAt !== before.startAt || value.people !== before.people || value.type !== before.type)
        await hold(context, value, tenantOf(before), before.id as number);
    },
  };
}

/** The first save of a shop's reservation settings makes its booking URL. */
export function reservationSettingsHooks(): WriteHooks {
  return {
    afterCreate: ({ tx, actor }, record) => ensureBookingToken(tx, tenantOf(record), actor.userId),
  };
}
