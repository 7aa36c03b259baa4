// The companies and shops a caller reaches, as choices for a search form (core spec §6: a platform
// manager's search with no company chosen sends all his company options; a shop manager's, all his
// shop options): PUT /company/user and PUT /shop/user {companyId?}. No privilege is needed: they
// list the caller's own reach and nothing beyond it.
import { actorOf } from '../../engine/server/request-actor';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../engine/server/envelope';
import { ROW_ID, bodySchema } from '../../engine/server/route-schema';
import type { Actor } from '../../engine/server/resources/actor';
import { SqlParams } from '../../engine/server/resources/sql-params';
import type { AccountCallsOptions } from './unlock-plugin';

export interface TenantOption {
  id: number;
  name: string;
  name_en: string | null;
  companyId: number;
}

function reachConditions(actor: Actor, params: SqlParams, shops: boolean): string[] {
  const conditions = ['deleted_at IS NULL'];
  if (actor.companies !== 'all') conditions.push(`company_id = ANY(${params.add(actor.companies)}::int[])`);
  if (shops && actor.shops !== 'all') conditions.push(`id = ANY(${params.add(actor.shops)}::int[])`);
  return conditions;
}

const tenantOptionsPlugin: FastifyPluginAsync<AccountCallsOptions> = async (app, { db }) => {
  const options = async (table: 'res_company' | 'res_shop', actor: Actor, companyId?: number) => {
    const params = new SqlParams();
    const conditions = reachConditions(actor, params, table === 'res_shop');
    if (companyId !== undefined) conditions.push(`company_id = ${params.add(companyId)}`);
    const { rows } = await db.query<TenantOption>(
      `SELECT id, data->>'name' AS name, data->>'name_en' AS name_en, company_id AS "companyId"
         FROM ${table} WHERE ${conditions.join(' AND ')} ORDER BY id`,
      params.values,
    );
    return ok(rows, rows.length);
  };
  app.put('/company/user', async (request) => options('res_company', actorOf(request), undefined));
  const shopsOf = { schema: { body: bodySchema({ companyId: ROW_ID }) } };
  app.put<{ Body: { companyId?: number } }>('/shop/user', shopsOf, async (request) =>
    options('res_shop', actorOf(request), request.body.companyId),
  );
};

export default tenantOptionsPlugin;
