// Every privilege key the product knows: each menu's and route's name (opening it) and the keys
// declared in schemas/privileges.json (actions and POS rights). Never a hand-kept list.
import type { MenuEntry, PrivilegeGroup } from './catalogue';
import type { ResourceSchema } from './resource';

export function privilegeKeys(
  menus: readonly Pick<MenuEntry, 'name'>[],
  resources: readonly Pick<ResourceSchema, 'route'>[],
  groups: readonly PrivilegeGroup[],
): Set<string> {
  return new Set([
    ...menus.map((menu) => menu.name),
    ...resources.map((resource) => resource.route.name),
    ...groups.flatMap((group) => group.keys.map((entry) => entry.key)),
  ]);
}
