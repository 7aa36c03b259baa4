// Every privilege key the product knows: each navigation section's and route's name (opening it; a page
// for everyone opens without one) and the keys declared in schemas/privileges.json (actions and POS
// rights). Never a hand-kept list.
import type { NavigationSection, PrivilegeGroup } from './catalogue';
import { privilegedPages, type PageRoute } from './page-routes';
import type { ResourceSchema } from './resource';

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
