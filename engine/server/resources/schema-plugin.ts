import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../protocol/status';
import type { CheckedSchemas, MenuEntry } from '../../schema/catalogue';
import type { ResourceRoute, ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import { ok } from '../envelope';
import { can, mayUse, type Actor } from './actor';

export interface SchemaPluginOptions {
  schemas: CheckedSchemas;
  actorOf(request: FastifyRequest): Actor | Promise<Actor>;
}

export interface RouteEntry extends ResourceRoute {
  resource: string;
  privileges: ResourceSchema['privileges'];
}

export interface NavigationAnswer {
  menus: MenuEntry[];
  routes: RouteEntry[];
}

/**
 * The schemas as the browser needs them, served at run time so a new schema file needs no rebuild:
 * the menus and the routes the caller may open, and one resource's whole schema on demand.
 */
const schemaPlugin: FastifyPluginAsync<SchemaPluginOptions> = async (app, { schemas, actorOf }) => {
  app.get('/schema/navigation', async (request) => {
    const actor = await actorOf(request);
    const routes = schemas.resources
      .filter((resource) => mayUse(actor, resource) && can(actor, resource.privileges.read))
      .map((resource): RouteEntry => ({
        ...resource.route,
        resource: resource.name,
        privileges: resource.privileges,
      }));
    return ok<NavigationAnswer>({ menus: schemas.menus, routes });
  });

  app.get<{ Params: { name: string } }>('/schema/resource/:name', async (request) => {
    const resource = schemas.byName.get(request.params.name);
    if (!resource) throw new BusinessError(Status.notFound);
    const actor = await actorOf(request);
    if (!mayUse(actor, resource) || !can(actor, resource.privileges.read))
      throw new BusinessError(Status.forbidden);
    return ok(resource);
  });
};

export default schemaPlugin;
