import type { FastifyRequest } from 'fastify';
import type { Region } from '../../engine/schema/resource';
import type { Actor } from '../../engine/server/resources/actor';
import { sessionOf } from './auth-plugin';
import { privilegesOf, type Account } from './user-record';

/** Who is calling, in this server's region (core spec §6: a US server has no Hong Kong routes). */
export function actorResolver(region: Region): (request: FastifyRequest) => Actor {
  return (request) => ({ ...accountReach(sessionOf(request).user), region });
}

/** An account acting without a request of its own (an invitation it sent, accepted later). */
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
