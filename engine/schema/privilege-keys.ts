// Every privilege key the product knows: each navigation section's and route's name (opening it; a page
// for everyone opens without one) and the keys declared in schemas/privileges.json (actions and POS
// rights). Never a hand-kept list.
import type { NavigationSection, PrivilegeGroup } from './catalogue';
import { privilegedPages, type PageRoute } from './page-routes';
import type { CrudAction, ResourceSchema } from './resource';

export function privilegeKeys(
  sections: readonly Pick<NavigationSection, 'name'>[],
  resources: readonly Pick<ResourceSchema, 'route'>[],
  groups: readonly PrivilegeGroup[],
  pages: readonly PageRoute[],
): Set<string> {
  return new Set([
    ...sections.map((section) => section.name),
    ...resources.map((resource) => resource.route.name),
    ...privilegedPages(pages).map((page) => page.name),
    ...groups.flatMap((group) => group.keys.map((entry) => entry.key)),
  ]);
}

/**
 * The key of a record call the application relies on (a registration creating a merchant); throws
 * when the resource declares no such call (a list without `create` or `delete`).
 */
export function callPrivilege(
  resource: Pick<ResourceSchema, 'name' | 'privileges'>,
  call: CrudAction,
): string {
  const key = resource.privileges[call];
  if (key === undefined) throw new Error(`${resource.name} has no ${call} call`);
  return key;
}

/**
 * The keys a resource's screen grants beside reading it: its writes, its state actions, its list's
 * calls (a member topped up) and the privileges its fields need to be changed (a booking URL
 * recreated), each once.
 */
export function resourceActionKeys(resource: ResourceSchema): string[] {
  const { read: _read, ...writes } = resource.privileges;
  const actions = Object.values(resource.stateMachine?.actions ?? {}).map((action) => action.privilege);
  const calls = Object.values(resource.calls ?? {}).map((call) => call.privilege);
  const fields = Object.values(resource.fields).flatMap((field) => field.ui?.writePrivilege ?? []);
  return [...new Set([...Object.values(writes), ...actions, ...calls, ...fields])];
}

/**
 * The keys of state actions only the platform level takes (`platformOnly`): no company role starts
 * with them, no company's permission type grants them and a company's permission tree never offers them.
 */
export function platformOnlyKeys(resources: readonly ResourceSchema[]): Set<string> {
  return new Set(
    resources.flatMap((resource) =>
      Object.values(resource.stateMachine?.actions ?? {})
        .filter((action) => action.platformOnly === true)
        .map((action) => action.privilege),
    ),
  );
}
