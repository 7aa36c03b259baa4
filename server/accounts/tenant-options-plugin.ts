// The companies and shops a caller reaches, as choices for a search form (core spec §6: a platform
// manager's search with no company chosen sends all his company options; a shop manager's, all his
// shop options): PUT /company/user and PUT /shop/user {companyId?}. No privilege is needed: they
// list the caller's own reach and nothing beyond it.
import type { FastifyPluginAsync } from 'fastify';
import { MAX_PAGE_SIZE } from '../../engine/protocol';
import { actorOf, allow, bodySchema, ok, ROW_ID } from '../../engine/server';
import type { Actor } from '../../engine/server';
import type { ModuleContext } from '../app-module';

export interface TenantOption {
  id: number;
  name: string;
  name_en: string | null;
  companyId: number;
}

const OWN_REACH = allow({ kind: 'signedIn' });

const tenantOptionsPlugin: FastifyPluginAsync<ModuleContext> = async (app, { service, config }) => {
  const options = async (resource: 'company' | 'shop', actor: Actor, companyId?: number) => {
    const { rows } = await service.system(config.region, actor).list(resource, {
      ...(companyId === undefined ? {} : { companyId }),
      sort: { field: 'id', order: 'asc' },
      pageSize: MAX_PAGE_SIZE,
    });
    const found = rows.map((row): TenantOption => ({
      id: row.id,
      name: String(row.name ?? ''),
      name_en: typeof row.name_en === 'string' ? row.name_en : null,
      companyId: Number(row.companyId),
    }));
    return ok(found, found.length);
  };
  // No parameter: a browser's body carries only its language.
  app.put('/company/user', { ...OWN_REACH, schema: { body: bodySchema({}) } }, async (request) =>
    options('company', actorOf(request)),
  );
  const shopsOf = { ...OWN_REACH, schema: { body: bodySchema({ companyId: ROW_ID }) } };
  app.put<{ Body: { companyId?: number } }>('/shop/user', shopsOf, async (request) =>
    options('shop', actorOf(request), request.body.companyId),
  );
};

export default tenantOptionsPlugin;
