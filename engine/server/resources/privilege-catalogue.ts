// The permission tree's catalogue, built from the schemas (never a hand-kept list) and cut down to
// what the caller holds: nobody is offered a key he could not grant. Sections group the screens; the
// keys a permission type stores are the screens' and their actions'.
import type { PrivilegeCatalogue, PrivilegeNode } from '../../protocol/privilege-catalogue';
import type { CheckedSchemas, NavigationSection } from '../../schema/catalogue';
import { privilegedPages } from '../../schema/page-routes';
import { platformOnlyKeys, resourceActionKeys } from '../../schema/privilege-keys';
import type { ResourceRoute, ResourceSchema } from '../../schema/resource';
import { isForAudience } from '../../schema/route-flags';
import { can, mayUse, type Actor } from './actor';

const DASHBOARD = 'dashboard';

function actionKeys(resource: ResourceSchema): string[] {
  const keys = [...(resource.route.splitRoute ?? []), ...resourceActionKeys(resource)];
  return [...new Set(keys)].filter((key) => key !== resource.route.name);
}

export function privilegeCatalogue(schemas: CheckedSchemas, actor: Actor): PrivilegeCatalogue {
  const titles = new Map(
    schemas.privileges.flatMap((group) => group.keys.map((entry) => [entry.key, entry.title])),
  );
  const placed = new Set<string>();
  const leaf = (key: string): PrivilegeNode => {
    placed.add(key);
    return { key, title: titles.get(key) ?? `privileges:keys.${key}` };
  };
  // A company never grants what only the platform does, even from a permission type that still lists it.
  const platformOnly = actor.platform ? new Set<string>() : platformOnlyKeys(schemas.resources);
  const held = (node: PrivilegeNode) => can(actor, node.key) && !platformOnly.has(node.key);

  // A screen: a resource's route or a page of our own, with its actions.
  const routeNode = (route: ResourceRoute, actions: string[]): PrivilegeNode => {
    const { name, title, relyRoute, syncRoute } = route;
    placed.add(name);
    const children = actions.map(leaf).filter(held);
    return {
      key: name,
      title,
      ...(children.length > 0 ? { children } : {}),
      ...(relyRoute ? { relyRoute } : {}),
      ...(syncRoute ? { syncRoute } : {}),
    };
  };

  const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 0) - (b.order ?? 0);
  const sectionNode = (section: NavigationSection): PrivilegeNode | undefined => {
    const subsections = schemas.sections
      .filter((entry) => entry.parent === section.name)
      .sort(byOrder)
      .map(sectionNode);
    const screens: [ResourceRoute, string[]][] = [
      ...schemas.resources
        .filter((resource) => mayUse(actor, resource))
        .map((resource): [ResourceRoute, string[]] => [resource.route, actionKeys(resource)]),
      ...privilegedPages(schemas.pages)
        .filter((page) => isForAudience(page, actor))
        .map((page): [ResourceRoute, string[]] => [page, page.actions ?? []]),
    ];
    const routes = screens
      .filter(([route]) => route.section === section.name)
      .sort(([a], [b]) => byOrder(a, b))
      .map(([route, actions]) => routeNode(route, actions))
      .filter(held);
    const children = [...subsections, ...routes].filter((node): node is PrivilegeNode => node !== undefined);
    // A section is no privilege of its own: it shows while any of its screens is granted.
    if (children.length === 0) return undefined;
    return { key: section.name, title: section.title, grouping: true, children };
  };

  const dashboard = schemas.sections
    .filter((section) => section.parent === undefined)
    .sort(byOrder)
    .map(sectionNode)
    .filter((node): node is PrivilegeNode => node !== undefined);
  return {
    groups: schemas.privileges.map((group) => ({
      name: group.name,
      title: group.title,
      // Dashboard keys no screen names still belong to the Dashboard, after its sections.
      nodes: [
        ...(group.name === DASHBOARD ? dashboard : []),
        ...group.keys
          .filter((entry) => !placed.has(entry.key))
          .map((entry) => leaf(entry.key))
          .filter(held),
      ],
    })),
  };
}
