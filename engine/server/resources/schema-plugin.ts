import { actorOf } from '../request-actor';
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../protocol/status';
import type { NavigationAnswer, NavigationRoute } from '../../schema/navigation-answer';
import type { PrivilegeCatalogue } from '../../protocol/privilege-catalogue';
import type { CheckedSchemas } from '../../schema/catalogue';
import { isForAudience } from '../../schema/route-flags';
import { BusinessError } from '../business-error';
import { ok } from '../envelope';
import { paramsSchema } from '../route-schema';
import { allow } from '../route-access';
import { can, mayOpenPage, mayUse } from './actor';
import { privilegeCatalogue } from './privilege-catalogue';

const SIGNED_IN = allow({ kind: 'signedIn' });

export interface SchemaPluginOptions {
  schemas: CheckedSchemas;
}

/**
 * The schemas as the browser needs them, served at run time so a new schema file needs no rebuild:
 * the navigation's sections and the routes the caller may open (his role's and his region's, core
 * spec §6; pages of our own as well as resources'), and one resource's whole schema on demand.
 */
const schemaPlugin: FastifyPluginAsync<SchemaPluginOptions> = async (app, { schemas }) => {
  app.get('/schema/navigation', SIGNED_IN, async (request) => {
    const actor = actorOf(request);
    const routes = schemas.resources
      .filter((resource) => mayUse(actor, resource) && can(actor, resource.privileges.read))
      .map((resource): NavigationRoute => ({
        ...resource.route,
        resource: resource.name,
        privileges: resource.privileges,
        ...(resource.tenantOf ? { tenantOf: resource.tenantOf } : {}),
        ...(resource.cardinality ? { cardinality: resource.cardinality } : {}),
      }));
    const pages = schemas.pages.filter((page) => mayOpenPage(actor, page));
    const sections = schemas.sections.filter((section) => isForAudience(section, actor));
    return ok<NavigationAnswer>({ sections, routes: [...pages, ...routes] });
  });

  app.get('/schema/privileges', SIGNED_IN, async (request) =>
    ok<PrivilegeCatalogue>(privilegeCatalogue(schemas, actorOf(request))),
  );

  const resourceName = { params: paramsSchema({ name: { type: 'string' } }, ['name']) };
  app.get<{ Params: { name: string } }>(
    '/schema/resource/:name',
    // A form's lookup reads the schema of what it looks into (lookup-reach.ts).
    {
      ...allow({ kind: 'resource', resource: { param: 'name' }, privilege: 'lookup' }),
      schema: resourceName,
    },
    async (request) => {
      const resource = schemas.byName.get(request.params.name);
      if (!resource) throw new BusinessError(Status.notFound);
      return ok(resource);
    },
  );
};

export default schemaPlugin;
