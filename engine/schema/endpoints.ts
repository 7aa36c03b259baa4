// The paths of a resource's calls beyond its endpoint, one rule for the server that registers them
// and the browser that calls them.
import type { ResourceSchema, StateAction } from './resource';

/** The update call: the declared path, or `{endpoint}/modify`. */
export function modifyEndpoint(resource: Pick<ResourceSchema, 'endpoint' | 'endpoints'>): string {
  return resource.endpoints?.modify ?? `${resource.endpoint}/modify`;
}

/** The path of a state action: its own endpoint, or `{endpoint}/{action}`. */
export function actionEndpoint(
  resource: Pick<ResourceSchema, 'endpoint'>,
  name: string,
  action: StateAction,
): string {
  return action.endpoint ?? `${resource.endpoint}/${name}`;
}

/** The path of a bulk state action over selected records: the action's own, then `/bulk`. */
export function bulkActionEndpoint(
  resource: Pick<ResourceSchema, 'endpoint'>,
  name: string,
  action: StateAction,
): string {
  return `${actionEndpoint(resource, name, action)}/bulk`;
}

/** The path of a list inside the record's detail: `{endpoint}/detail/{name}`. */
export function detailListEndpoint(
  resource: Pick<ResourceSchema, 'endpoint'>,
  list: { name: string },
): string {
  return `${resource.endpoint}/detail/${list.name}`;
}
