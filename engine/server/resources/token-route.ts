// PUT {path} {shopId|companyId}: a new server-held token (`generated: "token"`) for a settings
// record's public address (a queue page's, a pickup screen's), the old one opening nothing from then
// on (ResourceService.recreateToken). Whoever may save the tenant's settings may do it, within his reach. A
// tenant that has saved no settings yet gets them saved with their defaults, which makes its first
// token. Answers `{[field]: token}`.
import type { FastifyPluginAsync } from 'fastify';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { Database } from '../db/database';
import { ok } from '../envelope';
import { actorOf } from '../request-actor';
import { bodySchema, ROW_ID } from '../route-schema';
import { allow } from '../route-access';
import type { ResourceService } from './resource-service';
import { settingsRow } from './settings-rows';
import { placeNewRecord } from './tenant-placement';

export interface TokenRoute {
  path: string;
  /** A settings record's resource, and its token field. */
  resource: string;
  field: string;
}

export interface TokenRoutesOptions {
  db: Database;
  schemas: CheckedSchemas;
  service: ResourceService;
  routes: readonly TokenRoute[];
}

const BODY = {
  body: bodySchema({
    shopId: { ...ROW_ID, title: 'fields:shopId' },
    companyId: { ...ROW_ID, title: 'fields:companyId' },
  }),
};

const tokenRoutesPlugin: FastifyPluginAsync<TokenRoutesOptions> = async (app, options) => {
  const { db, schemas, service, routes } = options;
  for (const { path, resource: name, field } of routes) {
    const resource = schemas.byName.get(name);
    if (!resource) throw new Error(`token route ${path}: no resource ${name}`);
    const route = { ...allow({ kind: 'resource', resource: name, privilege: 'update' }), schema: BODY };
    app.put<{ Body: { shopId?: number; companyId?: number } }>(path, route, async (request) => {
      const actor = actorOf(request);
      const token = await db.transaction(async (tx) => {
        const tenant = await placeNewRecord(tx, schemas, resource, actor, request.body);
        const row = await settingsRow(tx, resource, tenant, true);
        if (row) return service.within(tx).recreateToken(resource, actor, row.id, field);
        const where = resource.scope === 'shop' ? { shopId: tenant.shopId } : { companyId: tenant.companyId };
        const saved = await service.within(tx).saveOne(resource, actor, { ...where, version: 0 });
        return String(saved[field]);
      });
      return ok({ [field]: token });
    });
  }
};

export default tokenRoutesPlugin;
