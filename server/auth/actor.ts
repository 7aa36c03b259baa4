import type { Region } from '../../engine/schema';
import type { Actor } from '../../engine/server';
import { privilegesOf, type Account } from './user-record';

/**
 * An account as the engine sees it, in this server's region (core spec §6: a US server has no Hong
 * Kong routes): the caller of each request, or an inviter whose invitation is accepted later.
 */
export function accountActor(account: Account, region: Region): Actor {
  return { ...accountReach(account), region };
}

/**
 * What an account reaches (core spec §6): the super admin everything; a platform restaurant admin
 * the companies assigned to him; a company manager his company; a shop manager his shops.
 * Privileges other than the super admin's come from the user's privilege list.
 */
function accountReach(account: Account): Omit<Actor, 'region'> {
  const { id: userId, company_id: companyId, data } = account;
  const privileges = new Set(privilegesOf(account));
  switch (data.accountType) {
    case 'superAdmin':
      return { userId, admin: true, platform: true, companies: 'all', shops: 'all', privileges: 'all' };
    case 'restaurantAdmin':
      return {
        userId,
        admin: false,
        platform: true,
        companies: data.clientIds ?? [],
        shops: 'all',
        privileges,
      };
    case 'companyManager':
      return {
        userId,
        admin: false,
        platform: false,
        companies: companyId === null ? [] : [companyId],
        shops: 'all',
        privileges,
      };
    default:
      return {
        userId,
        admin: false,
        platform: false,
        companies: companyId === null ? [] : [companyId],
        shops: data.accountType === 'shopManager' ? (data.shopPrivilegeList ?? []) : [],
        privileges,
      };
  }
}
