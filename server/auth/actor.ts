import type { FastifyRequest } from 'fastify';
import type { Database } from '../../engine/server/db/database';
import type { Actor } from '../../engine/server/resources/actor';
import { sessionOf } from './auth-plugin';

/**
 * Who is calling, from the session (core spec §6): the super admin reaches everything; a platform
 * restaurant admin reaches the companies assigned to him; a company manager his company; a shop
 * manager his shops. Privileges other than the super admin's come from the user's privilege list.
 */
export function actorResolver(db: Database) {
  return async (request: FastifyRequest): Promise<Actor> => {
    const user = sessionOf(request).user;
    const privileges = new Set(user.privilege_list);
    if (user.admin)
      return { userId: user.id, platform: true, companies: 'all', shops: 'all', privileges: 'all' };
    if (user.plat_manager) {
      const { rows } = await db.query<{ company_id: number }>(
        'SELECT company_id FROM user_company_mapping WHERE user_id = $1',
        [user.id],
      );
      return {
        userId: user.id,
        platform: true,
        companies: rows.map((row) => row.company_id),
        shops: 'all',
        privileges,
      };
    }
    const companies = user.company_id === null ? [] : [user.company_id];
    if (user.company_manager)
      return { userId: user.id, platform: false, companies, shops: 'all', privileges };
    const shops = user.shop_manager ? user.shop_privilege_list : [];
    return { userId: user.id, platform: false, companies, shops, privileges };
  };
}
