// Label keys in schemas name their namespace (`companies:fields.name`, `navigation:merchant_list`); i18next
// fetches a namespace only when asked, so a screen asks for every namespace its keys name first.
import { labelKeysWithPlaces } from '../schema/label-keys';
import type { ResourceSchema } from '../schema/resource';

/** The namespace of a label key, or undefined for a key without one. */
export function namespaceOf(key: string): string | undefined {
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : undefined;
}

/** Every namespace named by the given keys, once each. */
export function namespacesOf(keys: Iterable<string | undefined>): string[] {
  const namespaces = new Set<string>();
  for (const key of keys) {
    const namespace = key === undefined ? undefined : namespaceOf(key);
    if (namespace) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** Every label key a resource's screens show: titles, sections, placeholders, enum labels, actions, rules. */
export function resourceLabelKeys(resource: ResourceSchema): string[] {
  return labelKeysWithPlaces(resource).map(([, key]) => key);
}
