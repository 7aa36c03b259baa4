// The one check of who may call a route (route-access.ts): every route under the API's prefix must
// declare its access when it is registered, or the server does not start; and before a request's
// body is even validated, a caller who does not meet the declaration is refused, so a route's
// handler starts from a caller it may serve.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Status } from '../protocol/status';
import type { CheckedSchemas } from '../schema/catalogue';
import { BusinessError } from './business-error';
import { actorOf } from './request-actor';
import { checkAccess, isSessionless, mayCall, pageOf, resourceOf } from './route-access';

export interface AccessPluginOptions {
  /** The API's prefix: the routes under it are the ones that must declare their access. */
  apiPrefix: string;
  schemas: CheckedSchemas;
}

const accessPlugin: FastifyPluginAsync<AccessPluginOptions> = async (app, { apiPrefix, schemas }) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
    checkAccess(schemas, access);
  });

  app.addHook('preValidation', async (request) => {
    const { access } = request.routeOptions.config;
    if (!access || isSessionless(access)) return;
    const actor = actorOf(request);
    // A page or resource named by the path that does not exist is not found, for whoever asks.
    const named =
      access.kind === 'page'
        ? pageOf(schemas, access, request.params)
        : access.kind === 'resource'
          ? resourceOf(schemas, access, request.params)
          : true;
    if (!named) throw new BusinessError(Status.notFound);
    if (!mayCall(actor, access, schemas, request.params)) throw new BusinessError(Status.forbidden);
  });
};

// Not encapsulated: its hooks see every route of the app.
export default fp(accessPlugin, { name: 'route-access' });
