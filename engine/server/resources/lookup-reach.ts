// A form's lookup must work for whoever may fill the form (a shop manager who may add a branch dish
// picks the dish by name), even when he may not open the list it looks into. Such a caller reads the
// looked-up resource's labels only: ids and label fields, found by id or by label, nothing else.
import type { ResourceSchema } from '../../schema/resource';
import { can, mayUse, type Actor } from './actor';
import { englishTwin } from './list-query';

/** The keys a label read may send: the ids it shows, the label typed, paging, the caller's language. */
const LABEL_READ_KEYS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'companyId',
  'shopId',
  'pageNumber',
  'pageSize',
  'envLang',
]);

/**
 * The label fields of `target` that the forms `actor` may fill look up, with their English twins;
 * empty when none does. A form counts when its resource is his to use and he may create or change it.
 */
export function lookupLabels(
  resources: readonly ResourceSchema[],
  actor: Actor,
  target: ResourceSchema,
): string[] {
  const labels = new Set<string>();
  for (const resource of resources) {
    const { create, update } = resource.privileges;
    if (!mayUse(actor, resource) || !(can(actor, create) || can(actor, update))) continue;
    for (const field of Object.values(resource.fields)) {
      const lookup = field.ui?.lookup;
      if (lookup?.resource !== target.name) continue;
      labels.add(lookup.labelField);
      const twin = englishTwin(target, lookup.labelField);
      if (twin) labels.add(twin);
    }
  }
  return [...labels];
}

/** Whether a list call asks only what a label read may: no other filter, no sort. */
export function isLabelRead(body: Record<string, unknown>, labels: readonly string[]): boolean {
  return Object.keys(body).every((key) => LABEL_READ_KEYS.has(key) || labels.includes(key));
}
