// /user/company/mapping (core spec §3 "User-company mapping", §7): the companies a platform
// restaurant admin is assigned, one pair at a time. The pairs live in the administrator's
// `clientIds`, so every change goes through the engine's update of that record: its privilege,
// scope, reference check and audit trail.
import { actorOf, allow, bodySchema, BusinessError, ok, ROW_ID } from '../../engine/server';
import type { Actor } from '../../engine/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol';
import { ACCOUNTS_RESOURCE } from './account-resource';
import type { ModuleContext } from '../app-module';

interface Mapping {
  userId: number;
  companyId: number;
}

// Reading an administrator's companies, or changing them, is reading or editing the administrator.
const oneMapping = {
  ...allow({ kind: 'resource', resource: ACCOUNTS_RESOURCE, privilege: 'update' }),
  schema: { body: bodySchema({ userId: ROW_ID, companyId: ROW_ID }, ['userId', 'companyId']) },
};
const mappingsOf = {
  ...allow({ kind: 'resource', resource: ACCOUNTS_RESOURCE, privilege: 'read' }),
  schema: { body: bodySchema({ userId: ROW_ID }, ['userId']) },
};

const companyMappingPlugin: FastifyPluginAsync<ModuleContext> = async (app, { schemas, service }) => {
  const administrators = schemas.byName.get(ACCOUNTS_RESOURCE);
  if (!administrators) return;

  const administrator = async (actor: Actor, userId: number) => {
    const { rows } = await service.query(administrators, actor, { id: userId });
    const record = rows[0];
    if (!record) throw new BusinessError(Status.notFound);
    return record;
  };
  const clientsOf = (record: Record<string, unknown>): number[] =>
    Array.isArray(record.clientIds)
      ? record.clientIds.filter((id): id is number => typeof id === 'number')
      : [];
  const change =
    (edit: (clients: number[], companyId: number) => number[]) =>
    async (request: FastifyRequest<{ Body: Mapping }>) => {
      const { userId, companyId } = request.body;
      const actor = actorOf(request);
      const record = await administrator(actor, userId);
      const clientIds = edit(clientsOf(record), companyId);
      await service.modify(administrators, actor, { id: userId, version: record.version, clientIds });
      return ok<Mapping>({ userId, companyId });
    };

  app.post<{ Body: Mapping }>(
    '/user/company/mapping',
    oneMapping,
    change((clients, companyId) => [...new Set([...clients, companyId])]),
  );
  app.delete<{ Body: Mapping }>(
    '/user/company/mapping',
    oneMapping,
    change((clients, companyId) => clients.filter((id) => id !== companyId)),
  );
  app.put<{ Body: Pick<Mapping, 'userId'> }>('/user/company/mapping', mappingsOf, async (request) => {
    const { userId } = request.body;
    const mappings = clientsOf(await administrator(actorOf(request), userId)).map((companyId) => ({
      userId,
      companyId,
    }));
    return ok<Mapping[]>(mappings, mappings.length);
  });
};

export default companyMappingPlugin;
