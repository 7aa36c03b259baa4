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

/** The label fields of `target` that these forms' lookups show, with their English twins. */
export function labelFieldsOf(forms: readonly ResourceSchema[], target: ResourceSchema): string[] {
  const labels = new Set<string>();
  for (const resource of forms)
    for (const field of Object.values(resource.fields)) {
      const lookup = field.ui?.lookup;
      if (lookup?.resource !== target.name) continue;
      labels.add(lookup.labelField);
      const twin = englishTwin(target, lookup.labelField);
      if (twin) labels.add(twin);
    }
  return [...labels];
}

/**
 * The label fields of `target` that the forms `actor` may fill look up, with their English twins;
 * empty when none does. A form counts when its resource is his to use and he may create or change it.
 */
export function lookupLabels(
  resources: readonly ResourceSchema[],
  actor: Actor,
  target: ResourceSchema,
): string[] {
  const forms = resources.filter(
    (resource) =>
      mayUse(actor, resource) &&
      (can(actor, resource.privileges.create) || can(actor, resource.privileges.update)),
  );
  return labelFieldsOf(forms, target);
}

/** Whether a list call asks only what a label read may: no other filter, no sort. */
export function isLabelRead(body: Record<string, unknown>, labels: readonly string[]): boolean {
  return Object.keys(body).every((key) => LABEL_READ_KEYS.has(key) || labels.includes(key));
}
