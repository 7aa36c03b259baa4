import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { Database } from '../db/database';
import { ok } from '../envelope';
import { objectBody } from '../require-fields';
import type { Actor } from './actor';
import { actionEndpoint, modifyEndpoint } from '../../schema/endpoints';
import { ResourceService } from './resource-service';

export interface ResourcePluginOptions {
  db: Database;
  schemas: CheckedSchemas;
  /** The application resolves who is calling; the engine knows nothing of users. */
  actorOf(request: FastifyRequest): Actor | Promise<Actor>;
  /** A list counts exactly up to this many records; LIST_COUNT_LIMIT when not given. */
  countLimit?: number;
}

/**
 * Every declared resource's calls (ARCHITECTURE.md "API conventions"): POST create, PUT query,
 * PUT …/modify, DELETE, and one PUT per state-machine action.
 */
const resourcePlugin: FastifyPluginAsync<ResourcePluginOptions> = async (
  app,
  { db, schemas, actorOf, countLimit },
) => {
  const service = new ResourceService(db, schemas, countLimit);
  for (const resource of schemas.resources) {
    const path = resource.endpoint;
    app.post(path, async (request) =>
      ok(await service.create(resource, await actorOf(request), objectBody(request.body))),
    );
    app.put(path, async (request) => {
      const { rows, count, countExact } = await service.query(
        resource,
        await actorOf(request),
        objectBody(request.body),
      );
      return ok(rows, count, countExact);
    });
    app.put(modifyEndpoint(resource), async (request) =>
      ok(await service.modify(resource, await actorOf(request), objectBody(request.body))),
    );
    if (resource.orderField)
      app.put(`${path}/sort`, async (request) =>
        ok(await service.sort(resource, await actorOf(request), objectBody(request.body))),
      );
    app.put(`${path}/can/delete`, async (request) =>
      ok({ canDelete: await service.canDelete(resource, await actorOf(request), objectBody(request.body)) }),
    );
    app.delete(path, async (request) =>
      ok(await service.remove(resource, await actorOf(request), objectBody(request.body))),
    );
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      app.put(actionEndpoint(resource, name, action), async (request) =>
        ok(
          await service.transition(resource, name, action, await actorOf(request), objectBody(request.body)),
        ),
      );
    }
  }
};

export default resourcePlugin;
