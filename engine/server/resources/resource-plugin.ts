import { actorOf } from '../request-actor';
import type { FastifyPluginAsync } from 'fastify';
import type { CheckedSchemas } from '../../schema/catalogue';
import { ok, okListText } from '../envelope';
import { objectBody } from '../object-body';
import { actionEndpoint, modifyEndpoint } from '../../schema/endpoints';
import type { ResourceService } from './resource-service';
import { fieldOf } from '../../schema/field-of';
import { isSettingsRecord } from '../../schema/settings-record';

export interface ResourcePluginOptions {
  schemas: CheckedSchemas;
  /** The engine, with the application's write hooks. */
  service: ResourceService;
}

/**
 * Every declared resource's calls (ARCHITECTURE.md "API conventions"): POST create, PUT query,
 * PUT …/modify, DELETE, and one PUT per state-machine action; a settings record's PUT read and
 * PUT …/modify save.
 */
const resourcePlugin: FastifyPluginAsync<ResourcePluginOptions> = async (app, { schemas, service }) => {
  for (const resource of schemas.resources) {
    const path = resource.endpoint;
    // A refusal made before the route runs (an unstorable string) names the field by its label.
    const labelled = { config: { fieldLabel: (field: string) => fieldOf(resource, field)?.title } };
    if (isSettingsRecord(resource)) {
      // One record per tenant: read it (or its defaults), and save it; nothing to list or delete.
      app.put(path, labelled, async (request) =>
        ok(await service.readOne(resource, actorOf(request), objectBody(request.body))),
      );
      app.put(modifyEndpoint(resource), labelled, async (request) =>
        ok(await service.saveOne(resource, actorOf(request), objectBody(request.body))),
      );
      continue;
    }
    app.post(path, labelled, async (request) =>
      ok(await service.create(resource, actorOf(request), objectBody(request.body))),
    );
    app.put(path, labelled, async (request, reply) => {
      const { rowsJson, total } = await service.list(resource, actorOf(request), objectBody(request.body));
      // Already JSON: Fastify sends a string with a JSON content type as it is.
      return reply
        .type('application/json; charset=utf-8')
        .send(okListText(rowsJson, total.count, total.exact));
    });
    app.put(modifyEndpoint(resource), labelled, async (request) =>
      ok(await service.modify(resource, actorOf(request), objectBody(request.body))),
    );
    if (resource.orderField)
      app.put(`${path}/sort`, labelled, async (request) =>
        ok(await service.sort(resource, actorOf(request), objectBody(request.body))),
      );
    app.put(`${path}/can/delete`, labelled, async (request) =>
      ok({ canDelete: await service.canDelete(resource, actorOf(request), objectBody(request.body)) }),
    );
    app.delete(path, labelled, async (request) =>
      ok(await service.remove(resource, actorOf(request), objectBody(request.body))),
    );
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      app.put(actionEndpoint(resource, name, action), labelled, async (request) =>
        ok(await service.transition(resource, name, action, actorOf(request), objectBody(request.body))),
      );
    }
  }
};

export default resourcePlugin;
