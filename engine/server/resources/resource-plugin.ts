import { actorOf } from '../request-actor';
import type { FastifyPluginAsync } from 'fastify';
import type { CheckedSchemas } from '../../schema/catalogue';
import { ok, okListText } from '../envelope';
import { objectBody } from '../object-body';
import { actionEndpoint, bulkActionEndpoint, modifyEndpoint } from '../../schema/endpoints';
import type { RouteAccess } from '../route-access';
import type { ResourceService } from './resource-service';

type ResourceAccess = Extract<RouteAccess, { kind: 'resource' }>;
import { fieldOf } from '../../schema/field-of';
import { isSettingsRecord } from '../../schema/settings-record';

export interface ResourcePluginOptions {
  schemas: CheckedSchemas;
  /** The engine, with the application's write hooks. */
  service: ResourceService;
}

/**
 * Every declared resource's calls (ARCHITECTURE.md "API conventions"): POST create, PUT query,
 * PUT …/modify, DELETE, one PUT per state-machine action (and its …/bulk when declared); a settings record's PUT read and
 * PUT …/modify save. A call whose privilege the resource does not name (create, delete) is not made.
 */
const resourcePlugin: FastifyPluginAsync<ResourcePluginOptions> = async (app, { schemas, service }) => {
  for (const resource of schemas.resources) {
    const path = resource.endpoint;
    // Each call declares the privilege it needs; a refusal made before the route runs (an unstorable
    // string) names the field by its label.
    const needs = (privilege: ResourceAccess['privilege']) => ({
      config: {
        access: { kind: 'resource', resource: resource.name, privilege } satisfies ResourceAccess,
        fieldLabel: (field: string) => fieldOf(resource, field)?.title,
      },
    });
    if (isSettingsRecord(resource)) {
      // One record per tenant: read it (or its defaults), and save it; nothing to list or delete.
      app.put(path, needs('read'), async (request) =>
        ok(await service.readOne(resource, actorOf(request), objectBody(request.body))),
      );
      app.put(modifyEndpoint(resource), needs('update'), async (request) =>
        ok(await service.saveOne(resource, actorOf(request), objectBody(request.body))),
      );
      continue;
    }
    // A list without a create or delete key has no such call (a guest's comment arrives by its own routes and stays).
    if (resource.privileges.create)
      app.post(path, needs('create'), async (request) =>
        ok(await service.create(resource, actorOf(request), objectBody(request.body))),
      );
    // A form's lookup lists what it looks into with no read privilege of its own (lookup-reach.ts).
    app.put(path, needs('lookup'), async (request, reply) => {
      const { rowsJson, total } = await service.list(resource, actorOf(request), objectBody(request.body));
      // Already JSON: Fastify sends a string with a JSON content type as it is.
      return reply
        .type('application/json; charset=utf-8')
        .send(okListText(rowsJson, total.count, total.exact));
    });
    app.put(modifyEndpoint(resource), needs('update'), async (request) =>
      ok(await service.modify(resource, actorOf(request), objectBody(request.body))),
    );
    if (resource.orderField)
      app.put(`${path}/sort`, needs('update'), async (request) =>
        ok(await service.sort(resource, actorOf(request), objectBody(request.body))),
      );
    if (resource.privileges.delete) {
      app.put(`${path}/can/delete`, needs('delete'), async (request) =>
        ok({ canDelete: await service.canDelete(resource, actorOf(request), objectBody(request.body)) }),
      );
      app.delete(path, needs('delete'), async (request) =>
        ok(await service.remove(resource, actorOf(request), objectBody(request.body))),
      );
    }
    for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
      app.put(actionEndpoint(resource, name, action), needs({ action: name }), async (request) =>
        ok(await service.transition(resource, name, action, actorOf(request), objectBody(request.body))),
      );
      if (action.bulk)
        app.put(bulkActionEndpoint(resource, name, action), needs({ action: name }), async (request) =>
          ok(
            await service.transitionMany(resource, name, action, actorOf(request), objectBody(request.body)),
          ),
        );
    }
  }
};

export default resourcePlugin;
