// Who may call a route, declared with the route (`config.access`) and checked once, before the
// body is read, by the access plugin (access-plugin.ts): no handler checks its caller's privilege
// by hand, and the authorization tests read the declarations from the running app. What the caller
// may reach (his companies and shops) is still the handler's to check against the data it names.
import type { FastifyContextConfig } from 'fastify';
import type { CheckedSchemas } from '../schema/catalogue';
import type { PageRoute } from '../schema/page-routes';
import { callPrivilege, privilegeKeys } from '../schema/privilege-keys';
import type { CrudAction, ResourceCall, ResourceSchema } from '../schema/resource';
import { can, mayOpenPage, mayUse, type Actor } from './resources/actor';
import { lookupLabels } from './resources/lookup-reach';

export type RouteAccess =
  /** Anyone, with no session: sign-in, a public page's calls by its token. */
  | { kind: 'public' }
  /** A point of sale by its device key, never a person's session (the application checks the key). */
  | { kind: 'device' }
  /** Anyone signed in: what is his own (his password, his preferences, his download tasks). */
  | { kind: 'signedIn' }
  /** The platform level (super admin and restaurant admins). */
  | { kind: 'platform' }
  /** The platform super admin alone. */
  | { kind: 'admin' }
  /**
   * Whoever may open a page of our own (its name is its privilege), and holds one of its actions if
   * named; the page may be the one a path parameter names (a report's `/report/:name`).
   */
  | { kind: 'page'; page: string | { param: string }; action?: string }
  /**
   * Whoever holds a declared privilege key (a field's `writePrivilege`, say), and may use the
   * resource it belongs to when one is named.
   */
  | { kind: 'privilege'; key: string; resource?: string }
  /**
   * The route behind resources' declared `calls` at this endpoint (an unlock, an invitation): whoever
   * may use one of those resources and holds its call's privilege; the handler then holds the caller
   * to the call of the record's own resource (`requireCall`).
   */
  | { kind: 'calls'; endpoint: string }
  /**
   * Whoever may use a declared resource and holds its privilege for `privilege`, or for a state
   * `action`; `lookup` is its read privilege or a form's right to look into it (lookup-reach.ts).
   */
  | {
      kind: 'resource';
      resource: string | { param: string };
      privilege: CrudAction | 'lookup' | { action: string };
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: every route under the API's prefix declares it. */
    access?: RouteAccess;
  }
}

/**
 * A route's options declaring its access, with the rest of its config (what it answers, route-answers.ts):
 * `app.put(path, { ...allow(access), schema }, handler)`.
 */
export const allow = (access: RouteAccess, more: FastifyContextConfig = {}) =>
  ({ config: { ...more, access } }) as const;

/** Answers without a session (sign-in, the public pages' calls, the API reference). */
export const PUBLIC_ROUTE = allow({ kind: 'public' });

/** Whether a route answers without a person's session. */
export const isSessionless = (access: RouteAccess | undefined): boolean =>
  access?.kind === 'public' || access?.kind === 'device';

type ResourceAccess = Extract<RouteAccess, { kind: 'resource' }>;

/** A page's or resource's name in an access: its own, or the path parameter's value. */
const nameIn = (named: string | { param: string }, params: unknown): unknown =>
  typeof named === 'string' ? named : (params as Record<string, unknown>)[named.param];

/** The resource an access names, the path's own when it names a parameter; undefined for an unknown one. */
export function resourceOf(
  schemas: CheckedSchemas,
  access: ResourceAccess,
  params: unknown,
): ResourceSchema | undefined {
  const name = nameIn(access.resource, params);
  return typeof name === 'string' ? schemas.byName.get(name) : undefined;
}

/** The key a resource access needs ('lookup' aside), or throws when its call or action is undeclared. */
function resourceKey(resource: ResourceSchema, { privilege }: ResourceAccess): string {
  if (privilege === 'lookup') return privilege;
  // No create or delete key: the resource has no such call, so neither may a route make it.
  if (typeof privilege === 'string') return callPrivilege(resource, privilege);
  const action = resource.stateMachine?.actions[privilege.action];
  if (!action) throw new Error(`route access names no action "${privilege.action}" of ${resource.name}`);
  return action.privilege;
}

/** The declared calls at `endpoint`, each with its resource. */
export function callsAt(schemas: CheckedSchemas, endpoint: string): [ResourceSchema, ResourceCall][] {
  return schemas.resources.flatMap((resource) =>
    Object.values(resource.calls ?? {})
      .filter((call) => call.endpoint === endpoint)
      .map((call): [ResourceSchema, ResourceCall] => [resource, call]),
  );
}

/** Whether the actor may make `resource`'s declared call at `endpoint`. */
export function mayMakeCall(actor: Actor, resource: ResourceSchema, endpoint: string): boolean {
  const call = Object.values(resource.calls ?? {}).find((candidate) => candidate.endpoint === endpoint);
  return call !== undefined && mayUse(actor, resource) && can(actor, call.privilege);
}

/** Throws when an access names a page, action, call or resource the schemas do not declare. */
export function checkAccess(schemas: CheckedSchemas, access: RouteAccess): void {
  if (access.kind === 'privilege') {
    const keys = privilegeKeys(schemas.sections, schemas.resources, schemas.privileges, schemas.pages);
    if (!keys.has(access.key)) throw new Error(`route access names an undeclared privilege "${access.key}"`);
    if (access.resource !== undefined && !schemas.byName.has(access.resource))
      throw new Error(`route access names an unknown resource "${access.resource}"`);
  }
  if (access.kind === 'calls' && callsAt(schemas, access.endpoint).length === 0)
    throw new Error(`route access names no declared call at ${access.endpoint}`);
  if (access.kind === 'resource' && typeof access.resource === 'string') {
    const resource = resourceOf(schemas, access, {});
    if (!resource) throw new Error(`route access names an unknown resource "${access.resource}"`);
    resourceKey(resource, access);
  }
  if (access.kind !== 'page' || typeof access.page !== 'string') return;
  const name = access.page;
  const page = schemas.pages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`route access names an unknown page "${name}"`);
  if (access.action !== undefined && !page.actions?.includes(access.action))
    throw new Error(`route access names no action "${access.action}" of the page ${name}`);
}

/** The page an access names, the path's own when it names a parameter; undefined for an unknown one. */
export function pageOf(
  schemas: CheckedSchemas,
  access: Extract<RouteAccess, { kind: 'page' }>,
  params: unknown,
): PageRoute | undefined {
  const name = nameIn(access.page, params);
  return schemas.pages.find((candidate) => candidate.name === name);
}

/**
 * Whether a signed-in actor meets a route's declared access; `params` are the request's path
 * parameters, for a page a parameter names.
 */
export function mayCall(
  actor: Actor,
  access: RouteAccess,
  schemas: CheckedSchemas,
  params: unknown = {},
): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'device':
      // A person's session never stands in for a device's key.
      return false;
    case 'platform':
      return actor.platform;
    case 'admin':
      return actor.admin;
    case 'page': {
      const page = pageOf(schemas, access, params);
      return (
        page !== undefined &&
        mayOpenPage(actor, page) &&
        (access.action === undefined || can(actor, access.action))
      );
    }
    case 'privilege': {
      const resource = access.resource === undefined ? undefined : schemas.byName.get(access.resource);
      return can(actor, access.key) && (resource === undefined || mayUse(actor, resource));
    }
    case 'calls':
      return callsAt(schemas, access.endpoint).some(([resource]) =>
        mayMakeCall(actor, resource, access.endpoint),
      );
    case 'resource': {
      const resource = resourceOf(schemas, access, params);
      if (!resource || !mayUse(actor, resource)) return false;
      const key = resourceKey(resource, access);
      if (key !== 'lookup') return can(actor, key);
      return (
        can(actor, resource.privileges.read) || lookupLabels(schemas.resources, actor, resource).length > 0
      );
    }
  }
}
