import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import { BusinessError } from '../business-error';
import type { Database } from '../db/database';
import { ok } from '../envelope';
import type { Actor } from './actor';
import { actionEndpoint, modifyEndpoint } from '../../schema/endpoints';
import { ResourceService } from './resource-service';

export interface ResourcePluginOptions {
  db: Database;
  schemas: CheckedSchemas;
  /** The application resolves who is calling; the engine knows nothing of users. */
  actorOf(request: FastifyRequest): Actor | Promise<Actor>;
}

function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new BusinessError(Status.badRequest);
  return body as Record<string, unknown>;
}

/**
 * Every declared resource's calls (ARCHITECTURE.md "API conventions"): POST create, PUT query,
 * PUT …/modify, DELETE, and one PUT per state-machine action.
 */
const resourcePlugin: FastifyPluginAsync<ResourcePluginOptions> = async (app, { db, schemas, actorOf }) => {
  const service = new ResourceService(db, schemas);
  for (const resource of schemas.resources) {
    const path = resource.endpoint;
    app.post(path, async (request) =>
      ok(await service.create(resource, await actorOf(request), objectBody(request))),
    );
    app.put(path, async (request) => {
      const { rows, count } = await service.query(resource, await actorOf(request), objectBody(request));
      return ok(rows, count);
    });
    app.put(modifyEndpoint(resource), async (request) =>
      ok(await service.modify(resource, await actorOf(request), objectBody(request))),
    );
    app.delete(path, async (request) =>
      ok(await service.remove(resource, await actorOf(request), objectBody(request))),
    );
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      app.put(actionEndpoint(resource, name, action), async (request) =>
        ok(await service.transition(resource, name, action, await actorOf(request), objectBody(request))),
      );
    }
  }
};

export default resourcePlugin;
