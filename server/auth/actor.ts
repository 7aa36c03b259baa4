import type { FastifyRequest } from 'fastify';
import type { Region } from '../../engine/schema/resource';
import type { Actor } from '../../engine/server/resources/actor';
import { sessionOf } from './auth-plugin';
import { privilegesOf } from './user-record';

/** Who is calling, in this server's region (core spec §6: a US server has no Hong Kong routes). */
export function actorResolver(region: Region): (request: FastifyRequest) => Actor {
  return (request) => ({ ...actorOf(request), region });
}

/**
 * Who is calling, from the session (core spec §6): the super admin reaches everything; a platform
 * restaurant admin reaches the companies assigned to him; a company manager his company; a shop
 * manager his shops. Privileges other than the super admin's come from the user's privilege list.
 */
function actorOf(request: FastifyRequest): Omit<Actor, 'region'> {
  const account = sessionOf(request).user;
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
