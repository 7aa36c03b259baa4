// The text namespaces a screen of a resource needs before it paints: the engine's own, those its
// label keys name, and those its fields' widgets declare.
import { namespacesOf, resourceLabelKeys } from '../client/label-namespaces';
import type { ResourceSchema } from '../schema/resource';
import { namespacesOfWidgets } from '../widgets/widget-registry';

export function screenNamespaces(resource: ResourceSchema): string[] {
  return [
    'engine',
    ...namespacesOf(resourceLabelKeys(resource)),
    ...namespacesOfWidgets(Object.values(resource.fields)),
  ];
}
