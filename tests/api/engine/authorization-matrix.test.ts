// The authorization matrix (issue 5 item 6): every registered route, called as every demo role, on a
// record of its own tenant and of another, compared with the model in support/authorization-model.ts.
// A leak is a call the model refuses that the server let through. A custom route's privilege is its
// own declaration (config.access), read from the running app; a signed-in route the matrix does not
// call fails the test, so a new endpoint is always weighed.
import { ENVIRONMENTS } from '../../../engine/protocol/constants';
import {
  actionEndpoint,
  bulkActionEndpoint,
  detailListEndpoint,
  modifyEndpoint,
} from '../../../engine/schema/endpoints';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { isSettingsRecord } from '../../../engine/schema/settings-record';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import {
  demoRoles,
  grants,
  holds,
  lookupLabels,
  mayUse,
  reaches,
  type Role,
} from '../support/authorization-model';
import { CUSTOM_ROUTES, OUTSIDE_THE_API, type MatrixContext } from '../support/custom-routes';
import { distinct, realReferences, tenantBody, validFixtures } from '../support/resource-fixtures';
import { addUserWithoutPrivileges, demoTenants } from '../support/tenants';
import { hasCall, writeNew } from '../support/declared-calls';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Cell {
  route: string;
  role: string;
  allowed: boolean;
  status: number;
  leak: boolean;
  wrong: boolean;
}

const NO_SUCH_ID = 2_000_000_000;
const routeKey = (method: string, url: string) => `${method} ${url}`;
/** A resource's call as the server registered it: under the API prefix. */
const apiRoute = (method: string, path: string) => routeKey(method, `/pro-api${path}`);

const matrix = (api: ApiHarness) => {
  it('answers every route as every role as the model says, and lets nothing leak', async () => {
    const tenants = await demoTenants(api.db);
    await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
    const tokens = new Map<string, string>();
    const privileges = new Map<string, string[]>();
    for (const username of ['admin', 'platform', 'hk.owner', 'kowloon.owner', 'hk.central', 'hk.nobody']) {
      const token = await api.signIn(username);
      tokens.set(username, token);
      const info = await api.call<{ privilegeList: string[] }>({
        method: 'GET',
        url: '/pro-api/user/info',
        headers: { 'x-token': token },
      });
      privileges.set(username, info.body.data.privilegeList);
    }
    const roles = demoRoles(tenants, privileges);
    const call = async <T = unknown>(role: Role, method: Method, url: string, payload?: object) => {
      const answer = await api.call<T>({
        method,
        url: `/pro-api${url}`,
        headers: { 'x-token': tokens.get(role.username) ?? '' },
        ...(payload ? { payload } : {}),
      });
      return answer.body;
    };

    /** A stream's verdict: 0 when its events began, else the status of the envelope it was refused with. */
    const streamStatus = async (role: Role, url: string): Promise<number> => {
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { 'x-token': tokens.get(role.username) ?? '' },
        payloadAsStream: true,
      });
      const stream = response.stream();
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        stream.destroy();
        return 0;
      }
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return (JSON.parse(text) as { status: number }).status;
    };

    const cells: Cell[] = [];
    const covered = new Set<string>();
    const push = (
      route: string,
      role: Role,
      allowed: boolean,
      status: number,
      leak: boolean,
      wrong: boolean,
    ) => {
      covered.add(route);
      cells.push({ route, role: role.username, allowed, status, leak, wrong });
    };
    /** One call's verdict: `allowed` as the model says; the statuses that mean "let through" or "refused". */
    const record = (
      route: string,
      role: Role,
      allowed: boolean,
      status: number,
      through: number[],
      refusals: number[],
    ) => {
      const passed = through.includes(status);
      push(route, role, allowed, status, !allowed && passed, allowed ? !passed : !refusals.includes(status));
    };

    let serial = 0;
    const admin = roles[0] as Role;
    const real = realReferences(api, tenants);
    for (const resource of api.schemas.resources) {
      const grant = (role: Role, key: string) =>
        mayUse(role, resource, api.config.region) && holds(role, key);
      if (isSettingsRecord(resource)) {
        // A settings record: read the home tenant's, and save it over a version it never had, which
        // stops at the version past every check and changes nothing.
        const home = tenantBody(resource, tenants);
        const tenant = { companyId: tenants.hk, shopId: resource.scope === 'shop' ? tenants.central : null };
        for (const role of roles) {
          const reached = reaches(role, resource, tenant);
          const read = await call(role, 'PUT', resource.endpoint, home);
          const readable = grant(role, resource.privileges.read) && reached;
          record(apiRoute('PUT', resource.endpoint), role, readable, read.status, [0], [3]);
          const saved = await call(role, 'PUT', modifyEndpoint(resource), { ...home, version: NO_SUCH_ID });
          const savable = grant(role, resource.privileges.update) && reached;
          record(apiRoute('PUT', modifyEndpoint(resource)), role, savable, saved.status, [0, 5], [3]);
        }
        continue;
      }
      if (!mayUse(admin, resource, api.config.region)) {
        // The other region's resource: every call refused to everyone (core spec §2.3), no record made.
        const body = {
          ...validFixtures(resource.name, api.config.region)[0]?.record,
          ...tenantBody(resource, tenants),
        };
        for (const role of roles)
          for (const [method, url, payload] of [
            ['PUT', resource.endpoint, { id: NO_SUCH_ID }],
            ['POST', resource.endpoint, body],
            ['PUT', modifyEndpoint(resource), { ...body, id: NO_SUCH_ID, version: 1 }],
            ['DELETE', resource.endpoint, { ids: [NO_SUCH_ID] }],
            ['PUT', `${resource.endpoint}/can/delete`, { id: NO_SUCH_ID }],
            // A sorted resource's sort call (Hong Kong's platform menus on a US server).
            ...(resource.orderField
              ? ([
                  ['PUT', `${resource.endpoint}/sort`, { orders: [{ id: NO_SUCH_ID, showOrder: 0 }] }],
                ] as const)
              : []),
          ] as const)
            record(
              apiRoute(method, url),
              role,
              false,
              (await call(role, method, url, payload)).status,
              [0],
              declaredCall(resource, method, url) ? [3] : [404],
            );
        continue;
      }
      const fixture = await real(resource, validFixtures(resource.name, api.config.region)[0]?.record ?? {});
      const create = (role: Role) => {
        serial += 1;
        return call<{ id: number; version: number; companyId: number | null; shopId: number | null }>(
          role,
          'POST',
          resource.endpoint,
          { ...distinct(resource, fixture, `m${serial}`), ...tenantBody(resource, tenants) },
        );
      };
      const made = hasCall(resource, 'create')
        ? await create(admin)
        : await writeNew<{ id: number; version: number; companyId: number | null; shopId: number | null }>(
            api,
            resource,
            admin.username,
            { ...distinct(resource, fixture, 'm0'), ...tenantBody(resource, tenants) },
          );
      if (made.status !== 0) throw new Error(`${resource.name}: the admin could not create: ${made.status}`);
      const target = made.data;

      for (const role of roles) {
        const reached = reaches(role, resource, target);
        // Query: refused without the read privilege, unless a form the role fills looks into the
        // resource, which answers labels only; another tenant's record is simply absent.
        const labels = mayUse(role, resource, api.config.region)
          ? lookupLabels(role, resource, api.schemas.resources, api.config.region)
          : [];
        const fullRead = grant(role, resource.privileges.read);
        const read = fullRead || labels.length > 0;
        const query = await call<Record<string, unknown>[]>(role, 'PUT', resource.endpoint, {
          id: target.id,
        });
        const found = query.status === 0 && query.count === 1;
        const beyondLabels =
          !fullRead &&
          query.status === 0 &&
          query.data.some((row) => Object.keys(row).some((key) => !labels.includes(key)));
        push(
          apiRoute('PUT', resource.endpoint),
          role,
          read,
          query.status,
          query.status === 0 && (!read || (found && !reached) || beyondLabels),
          read ? query.status !== 0 || found !== reached : query.status !== 3,
        );

        // Modify with a stale version: past every check it stops at the version, changing nothing.
        const update = grant(role, resource.privileges.update);
        const modified = await call(role, 'PUT', modifyEndpoint(resource), { id: target.id, version: 0 });
        record(
          apiRoute('PUT', modifyEndpoint(resource)),
          role,
          update && reached,
          modified.status,
          [0, 5],
          update ? [2] : [3],
        );

        if (resource.orderField) {
          // A sort of the record to the order it already has: past every check, it changes only its version.
          const sorted = await call(role, 'PUT', `${resource.endpoint}/sort`, {
            orders: [{ id: target.id, showOrder: 0 }],
          });
          record(
            apiRoute('PUT', `${resource.endpoint}/sort`),
            role,
            update && reached,
            sorted.status,
            [0],
            update ? [2] : [3],
          );
        }

        // No delete or create call: no route, so every role is answered "no such call" (404).
        const remove = hasCall(resource, 'delete') && grant(role, resource.privileges.delete as string);
        const absent = (call: 'create' | 'delete') => (hasCall(resource, call) ? [] : [404]);
        const rehearsed = await call(role, 'PUT', `${resource.endpoint}/can/delete`, { id: target.id });
        record(
          apiRoute('PUT', `${resource.endpoint}/can/delete`),
          role,
          remove && reached,
          rehearsed.status,
          [0],
          remove ? [2] : [3, ...absent('delete')],
        );
        // A real delete of the record and a missing one: all or none, so nothing is deleted either way.
        const deleted = await call(role, 'DELETE', resource.endpoint, { ids: [target.id, NO_SUCH_ID] });
        record(
          apiRoute('DELETE', resource.endpoint),
          role,
          false,
          deleted.status,
          [0],
          remove ? [2] : [3, ...absent('delete')],
        );

        for (const [name, action] of Object.entries(resource.stateMachine?.actions ?? {})) {
          const path = actionEndpoint(resource, name, action);
          const moved = await call(role, 'PUT', path, { id: target.id, version: 0 });
          const allowed = grant(role, action.privilege) && reached;
          record(
            apiRoute('PUT', path),
            role,
            allowed,
            moved.status,
            [0, 5, 8],
            grant(role, action.privilege) ? [2] : [3],
          );
          if (action.bulk) {
            // The record and a missing one: all or none, so nothing moves whoever calls it.
            const bulkPath = bulkActionEndpoint(resource, name, action);
            const movedAll = await call(role, 'PUT', bulkPath, { ids: [target.id, NO_SUCH_ID] });
            const refusal = grant(role, action.privilege) ? [2] : [3];
            record(apiRoute('PUT', bulkPath), role, false, movedAll.status, [0], refusal);
          }
        }

        // A list inside the detail: the record's rows to whoever may read it within reach, else not found.
        for (const list of resource.detailLists ?? []) {
          const path = detailListEndpoint(resource, list);
          const listed = await call(role, 'PUT', path, { id: target.id });
          record(apiRoute('PUT', path), role, fullRead && reached, listed.status, [0], fullRead ? [2] : [3]);
        }

        const creates =
          hasCall(resource, 'create') &&
          grant(role, resource.privileges.create as string) &&
          createsHere(role, resource, tenants.hk, tenants.central);
        const created = await create(role);
        record(
          apiRoute('POST', resource.endpoint),
          role,
          creates,
          created.status,
          [0, 1, 6],
          [3, ...absent('create')],
        );
        if (resource.importable) {
          // A dry run checks the row as a create would, and writes nothing whoever calls it.
          serial += 1;
          const rehearsedImport = await call(role, 'POST', `${resource.endpoint}/import`, {
            rows: [distinct(resource, fixture, `i${serial}`)],
            dryRun: true,
            ...tenantBody(resource, tenants),
          });
          record(
            apiRoute('POST', `${resource.endpoint}/import`),
            role,
            creates,
            rehearsedImport.status,
            [0, 1],
            [3],
          );
        }
      }
    }

    // Who may call each custom route is the route's own declaration, read from the running app.
    const registered = api.routes.filter((route) => route.method !== 'HEAD');
    const declared = new Map(registered.map((route) => [routeKey(route.method, route.url), route.access]));
    const context: MatrixContext = { tenants, api };
    for (const route of CUSTOM_ROUTES) {
      const key = routeKey(route.method, route.path ?? route.url);
      const access = declared.get(key);
      if (!access) throw new Error(`${key}: no such route declares its access`);
      const named = parameterValue(route.path ?? route.url, route.url);
      for (const role of roles) {
        const payload = route.body ? await route.body(context) : undefined;
        const answer = route.stream
          ? { status: await streamStatus(role, route.url) }
          : await call(role, route.method, route.url.replace(/^\/pro-api/, ''), payload);
        const allowed =
          grants(role, access, api.schemas, api.config.region, named) && (route.narrowedTo?.(role) ?? true);
        record(key, role, allowed, answer.status, route.through ?? [0], route.refusals ?? [3]);
      }
    }

    // A public route is everyone's by its declaration, and proved by its own tests.
    const known = (route: { method: string; url: string; public: boolean }) => {
      const key = routeKey(route.method, route.url);
      return covered.has(key) || route.public || OUTSIDE_THE_API.includes(key);
    };
    const missing = registered
      .filter((route) => !known(route))
      .map((route) => routeKey(route.method, route.url));
    const leaks = cells.filter((cell) => cell.leak);
    const wrong = cells.filter((cell) => cell.wrong);
    console.log(
      `Authorization matrix [${api.engine}]: ${covered.size} routes × ${roles.length} roles = ${cells.length} calls; ` +
        `${leaks.length} leaks, ${wrong.length} answers other than the model's, ${missing.length} routes unknown to it.`,
    );
    expect(missing).toEqual([]);
    expect(leaks).toEqual([]);
    expect(wrong).toEqual([]);
  }, 300_000);
};

// On a server of each region: each offers its own region's routes and refuses the other's.
for (const region of ENVIRONMENTS)
  describeOnEachDatabase(`the authorization matrix, ${region} server`, matrix, { config: { region } });

/** The value a URL gives the path's one parameter (`/report/:name` called as `/report/home`), if any. */
function parameterValue(path: string, url: string): string | undefined {
  const wanted = path.split('/');
  const given = url.split('?')[0]?.split('/') ?? [];
  const at = wanted.findIndex((segment) => segment.startsWith(':'));
  return at < 0 ? undefined : given[at];
}

/** Whether the role may place a new record where the test puts it (core spec §6 scope rules). */
function createsHere(role: Role, resource: ResourceSchema, company: number, shop: number): boolean {
  if (resource.scope === 'platform') return role.platform;
  const inCompany = role.companies === 'all' || role.companies.includes(company);
  if (resource.scope === 'company' || resource.tenantOf === 'shop') return inCompany;
  return inCompany && (role.shops === 'all' || role.shops.includes(shop));
}

/** Whether the resource registers the call (a list may leave out create or delete: declared-calls.ts). */
function declaredCall(resource: ResourceSchema, method: string, url: string): boolean {
  if (method === 'POST') return hasCall(resource, 'create');
  return (method !== 'DELETE' && !url.endsWith('/can/delete')) || hasCall(resource, 'delete');
}
