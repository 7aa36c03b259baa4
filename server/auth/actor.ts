import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../engine/server/resources/actor';
import { sessionOf } from './auth-plugin';

/**
 * Who is calling, from the session (core spec §6): the super admin reaches everything; a platform
 * restaurant admin reaches the companies assigned to him; a company manager his company; a shop
 * manager his shops. Privileges other than the super admin's come from the user's privilege list.
 */
export function actorOf(request: FastifyRequest): Actor {
  const { id: userId, company_id: companyId, data } = sessionOf(request).user;
  const privileges = new Set(data.privilegeList ?? []);
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
