// PUT {endpoint}/detail/{name} (docs/api.md "Lists inside the detail"): a page of a list the record's
// detail shows. The caller needs the resource's read privilege, checked before the body is read; the
// record is then looked up as his list would find it, so one out of his reach is "not found" and its
// provider never hears of it. The answer holds the declared columns only, as the document says.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../protocol/status';
import type { DetailListBody, DetailListRow } from '../../protocol/detail-list';
import type { CheckedSchemas } from '../../schema/catalogue';
import { detailListEndpoint } from '../../schema/endpoints';
import type { DetailList, ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import { ok } from '../envelope';
import { actorOf } from '../request-actor';
import type { RouteAccess } from '../route-access';
import { detailListBody, type DetailListProvider } from './detail-lists';
import { pageOf } from './request-params';
import type { ResourceService } from './resource-service';

export interface DetailListPluginOptions {
  db: Queryable;
  schemas: CheckedSchemas;
  service: ResourceService;
  /** The modules' providers by name, filled in as they register (ModuleKit). */
  providers: ReadonlyMap<string, DetailListProvider>;
}

/** A provider's row as the document promises it: the declared columns, each null where it has none. */
const declaredColumns = (list: DetailList, row: DetailListRow): DetailListRow =>
  Object.fromEntries(list.columns.map(({ key }) => [key, row[key] ?? null]));

const detailListPlugin: FastifyPluginAsync<DetailListPluginOptions> = async (app, options) => {
  const { db, schemas, service, providers } = options;
  const register = (resource: ResourceSchema, list: DetailList) => {
    const access: RouteAccess = { kind: 'resource', resource: resource.name, privilege: 'read' };
    app.put<{ Body: DetailListBody }>(
      detailListEndpoint(resource, list),
      { config: { access }, schema: { body: detailListBody(list) } },
      async (request) => {
        const { id, filter } = request.body;
        const [record] = (await service.query(resource, actorOf(request), { id })).rows;
        if (!record) throw new BusinessError(Status.notFound);
        const provider = providers.get(list.provider);
        if (!provider) throw new Error(`detail list ${list.provider} has no provider`);
        const page = await provider(db, {
          record,
          companyId: typeof record.companyId === 'number' ? record.companyId : null,
          ...pageOf(request.body as unknown as Record<string, unknown>),
          filter: list.filter ? (filter ?? list.filter.values[0]) : undefined,
        });
        return ok(
          page.rows.map((row) => declaredColumns(list, row)),
          page.total,
        );
      },
    );
  };
  for (const resource of schemas.resources)
    for (const list of resource.detailLists ?? []) register(resource, list);
};

export default detailListPlugin;
