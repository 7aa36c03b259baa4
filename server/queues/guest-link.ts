// The address of a shop's queue page (queue settings' `guestToken`, a server-held random token): the
// shop a token opens. Recreating it is the engine's token route (engine/server/resources/token-route.ts).
import type { SystemRecords } from '../../engine/server';
import { shopSettingsOfToken } from '../shop-settings';

/** The live shop whose queue page `token` opens; undefined for an unknown or recreated token. */
export async function shopOfGuestToken(records: SystemRecords, token: string): Promise<number | undefined> {
  return (await shopSettingsOfToken(records, 'queueSettings', 'guestToken', token))?.shop.id;
}
