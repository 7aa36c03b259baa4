// Every privilege key the product knows: each navigation section's and route's name (opening it) and the keys
// declared in schemas/privileges.json (actions and POS rights). Never a hand-kept list.
import type { NavigationSection, PrivilegeGroup } from './catalogue';
import type { ResourceSchema } from './resource';

export function privilegeKeys(
  sections: readonly Pick<NavigationSection, 'name'>[],
  resources: readonly Pick<ResourceSchema, 'route'>[],
  groups: readonly PrivilegeGroup[],
): Set<string> {
  return new Set([
    ...sections.map((section) => section.name),
    ...resources.map((resource) => resource.route.name),
    ...groups.flatMap((group) => group.keys.map((entry) => entry.key)),
  ]);
}
